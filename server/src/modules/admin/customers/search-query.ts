/**
 * What the operator typed in the customers' search, read as the one thing it can be, so each kind
 * is answered by the index that fits it (see repository.ts):
 * - nothing: the newest customers;
 * - 24 hex characters: that customer's id;
 * - something with `@`: an e-mail (stored lower-case), the whole address or its beginning;
 * - a phone number (`+40…`, `0040…`, digits with spaces, dashes or brackets): E.164 as stored, by its
 *   beginning; a national number (`07…`) is looked for without its leading 0 anywhere in the number;
 * - anything else: part of the name.
 */
export type CustomerQuery =
  | { kind: 'newest' }
  | { kind: 'id'; id: string }
  | { kind: 'email'; value: string; whole: boolean }
  | { kind: 'phone'; prefix: string }
  | { kind: 'national-phone'; digits: string }
  | { kind: 'name'; text: string };

/** Ids are lower-case hex; an id pasted in upper case is still one. */
const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
const PHONE = /^\+?[\d\s().-]+$/;
const WHOLE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s.]{2,}$/;

export function readCustomerQuery(q: string): CustomerQuery {
  const text = q.trim();
  if (!text) return { kind: 'newest' };
  if (OBJECT_ID.test(text)) return { kind: 'id', id: text.toLowerCase() };
  if (text.includes('@')) {
    const value = text.toLowerCase();
    return { kind: 'email', value, whole: WHOLE_EMAIL.test(value) };
  }
  const digits = text.replace(/\D/g, '');
  if (PHONE.test(text) && digits.length >= 3) {
    if (text.startsWith('+')) return { kind: 'phone', prefix: `+${digits}` };
    if (digits.startsWith('00')) return { kind: 'phone', prefix: `+${digits.slice(2)}` };
    if (digits.startsWith('0')) return { kind: 'national-phone', digits: digits.slice(1) };
    return { kind: 'phone', prefix: `+${digits}` };
  }
  return { kind: 'name', text };
}

/** A LIKE pattern that matches `text` literally (its `%`, `_` and `\` escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

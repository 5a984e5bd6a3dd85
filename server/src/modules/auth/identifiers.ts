import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

const emailSchema = z.email().max(254);

/**
 * An e-mail (stored lower-case) or a phone number in E.164 (§1 sign-in by e-mail or phone).
 * Anything else is a clear 400, never a lookup.
 */
export function parseIdentifier(input: string): Identifier {
  const trimmed = input.trim();
  if (trimmed.includes('@')) {
    if (!emailSchema.safeParse(trimmed).success) throw badRequest('Enter a valid e-mail address.');
    return { kind: 'email', value: trimmed.toLowerCase() };
  }
  if (/^\+[\d\s().-]{6,24}$/.test(trimmed)) {
    const phone = parsePhoneNumberFromString(trimmed);
    if (phone?.isValid()) return { kind: 'phone', value: phone.number };
  }
  throw badRequest('Enter a valid e-mail address or a phone number in international format, such as +40712345678.');
}

export function parseEmail(input: string): string {
  const identifier = parseIdentifier(input);
  if (identifier.kind !== 'email') throw badRequest('Enter a valid e-mail address.');
  return identifier.value;
}

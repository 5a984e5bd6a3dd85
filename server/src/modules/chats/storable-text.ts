import { stripControlCharacters } from '@chat/protocol';

/**
 * A model's text as jsonb accepts it: PostgreSQL refuses NUL and lone surrogates, and one such
 * character would fail the statement that stores the answer (or every answer of a checkpoint).
 * The same rule as the customer's own messages (protocol's multi-line text): line breaks and tabs
 * stay, other control characters go.
 */
export function storableText(text: string): string {
  return stripControlCharacters(text, { keepLineBreaks: true });
}

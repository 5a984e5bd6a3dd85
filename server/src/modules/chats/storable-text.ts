/** Surrogates left unpaired (in a `u` regex a pair is one code point, so only lone ones match). */
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * A model's text as jsonb accepts it: PostgreSQL refuses NUL and lone surrogates, and one such
 * character would fail the statement that stores the answer (or every answer of a checkpoint).
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '');
}

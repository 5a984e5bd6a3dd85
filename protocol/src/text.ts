/**
 * Characters no customer text may carry into the database (zod-free, for the web's first page too):
 * the C0 and C1 control characters and DEL (Unicode category Cc), and UTF-16 surrogates left
 * unpaired (category Cs; in a `u` regex a pair is one code point, so only lone halves match).
 * PostgreSQL refuses NUL in text and jsonb, and a lone surrogate in jsonb: one such character
 * failed the whole statement with a 500 (issue 19). The others are invisible and have no place in
 * a name or a message either.
 */
const CONTROL = String.raw`\p{Cc}\p{Cs}`;

/** Matches a text with no control character at all (the single-line schemas' pattern). */
export const NO_CONTROL_CHARACTERS = new RegExp(`^[^${CONTROL}]*$`, 'u');
const CONTROL_CHARACTERS = new RegExp(`[${CONTROL}]`, 'gu');
/** The same, but tab, line feed and carriage return, which multi-line text keeps. */
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = new RegExp(String.raw`(?![\t\n\r])[${CONTROL}]`, 'gu');

/** The validation message of a refused control character; the web shows it in the interface language. */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export function containsControlCharacters(text: string): boolean {
  return !NO_CONTROL_CHARACTERS.test(text);
}

/** The text without its control characters; `keepLineBreaks` keeps tab, LF and CR (messages, comments). */
export function stripControlCharacters(text: string, { keepLineBreaks = false } = {}): string {
  return text.replace(keepLineBreaks ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS, '');
}

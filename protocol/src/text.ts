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

/**
 * The bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069):
 * invisible, they reorder the text around them, so a name can read as something else than what
 * is stored ("Trojan Source", CVE-2021-42574). The marks (LRM, RLM, ALM) stay: right-to-left
 * text needs them, and they reorder nothing past their neighbours. Text shown to everyone (the
 * plans' names) refuses these; it was stored and shown publicly (issue 37).
 */
export const NO_BIDI_CONTROLS = /^[^\u202A-\u202E\u2066-\u2069]*$/u;
export const BIDI_CONTROLS_MESSAGE = 'must not contain bidirectional control characters';

export function containsControlCharacters(text: string): boolean {
  return !NO_CONTROL_CHARACTERS.test(text);
}

/** The text without its control characters; `keepLineBreaks` keeps tab, LF and CR (messages, comments). */
export function stripControlCharacters(text: string, { keepLineBreaks = false } = {}): string {
  return text.replace(keepLineBreaks ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS, '');
}

/** Half of a surrogate pair at the end of a text: a high surrogate whose low half was cut off. */
const HALF_PAIR_AT_END = /[\uD800-\uDBFF]$/;

/**
 * The text cut to at most `max` UTF-16 code units (what `.length` and the schemas' max count),
 * never between the two halves of a surrogate pair: an emoji past the cut goes whole. A cut half
 * is a lone surrogate, which PostgreSQL refuses in jsonb and which failed a whole import with a
 * 500 (issue 37). Every cut of text to a length goes through here.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return HALF_PAIR_AT_END.test(cut) ? cut.slice(0, -1) : cut;
}

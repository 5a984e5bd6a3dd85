import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS, stripControlCharacters } from './text.ts';

/**
 * One line a person types and sees again as typed: a name, a search, an e-mail or phone number, a
 * model id. Trimmed; a control character (text.ts) is refused with a clear 400, not stripped:
 * silently changing a name or an identifier would store or look up something else than was sent.
 * Every customer-supplied single-line string of the contract is built on this.
 */
export const singleLineText = () => z.string().trim().regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);

/**
 * Free text a person writes or pastes: a message, a comment, a report. Tab and line breaks are
 * kept; other control characters and lone surrogates are stripped, not refused, so a long message
 * pasted with a stray invisible character is not lost. Not trimmed here (a message keeps its
 * indentation); callers add `.trim()` where it applies.
 */
export const multiLineText = () => z.string().overwrite((text) => stripControlCharacters(text, { keepLineBreaks: true }));

import { z } from 'zod';
import {
  BIDI_CONTROLS_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  NO_BIDI_CONTROLS,
  NO_CONTROL_CHARACTERS,
  stripControlCharacters,
} from './text.ts';

/**
 * One line a person types and sees again as typed: a name, a search, an e-mail or phone number, a
 * model id. Trimmed; a control character (text.ts) is refused with a clear 400, not stripped:
 * silently changing a name or an identifier would store or look up something else than was sent.
 * Every customer-supplied single-line string of the contract is built on this.
 */
export const singleLineText = () => z.string().trim().regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);

/**
 * One line an operator writes for every visitor to see: a plan's name. singleLineText, and the
 * bidirectional controls refused too (text.ts), so what the public reads is what is stored. The
 * schema of every operator-editable text of the catalog (the console's edit and PLANS_CATALOG).
 */
export const publicLineText = () => singleLineText().regex(NO_BIDI_CONTROLS, BIDI_CONTROLS_MESSAGE);

/**
 * Free text a person writes or pastes: a message, a comment, a report. Tab and line breaks are
 * kept; other control characters and lone surrogates are stripped, not refused, so a long message
 * pasted with a stray invisible character is not lost. Not trimmed here (a message keeps its
 * indentation); callers add `.trim()` where it applies.
 */
export const multiLineText = () => z.string().overwrite((text) => stripControlCharacters(text, { keepLineBreaks: true }));

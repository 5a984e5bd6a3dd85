import { stripControlCharacters, truncateText } from './text.ts';

/** Longest conversation name; the client names a new conversation from its first message. */
export const CONVERSATION_NAME_MAX = 120;

/**
 * Cut a first message down to a provisional conversation name of at most `max` characters
 * (zod-free, for the web app's first page). `fallback` names a conversation whose first message
 * has no text, in the user's language. The name holds no control character (names refuse them)
 * and no half of an emoji cut in two.
 */
export function provisionalName(text: string, fallback = 'New Conversation', max = 48): string {
  const oneLine = stripControlCharacters(text.replace(/\s+/g, ' ')).trim();
  if (oneLine.length <= max) return oneLine || fallback;
  return `${truncateText(oneLine, max - 1).trimEnd()}…`;
}

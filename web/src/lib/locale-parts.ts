/**
 * A locale file is loaded in two parts (issue 17): what the chat screen, its layout and the app-wide
 * messages need, with the first load; the sections only other screens show, when the first of
 * them opens (lib/lazy-page.tsx), the share dialog does (its Share button's label is the chat's,
 * `conversations.share`) or the chat screen says a conversation is gone (issue 38); the operator
 * console's, when the console opens. `locale-parts-plugin.ts` cuts the files at build time.
 */
export const PAGE_SECTIONS = [
  'auth',
  'account',
  'plans',
  'subscribe',
  'billing',
  'language',
  'legal',
  'share',
  'goneConversation',
] as const;

/** The operator console's section (issue 22): loaded by the console alone, never by a customer's screens. */
export const CONSOLE_SECTIONS = ['admin'] as const;

export type LocalePart = 'first' | 'pages' | 'console';

/** The part of a locale file a top-level section belongs to. */
export function partOf(section: string): LocalePart {
  if ((CONSOLE_SECTIONS as readonly string[]).includes(section)) return 'console';
  return (PAGE_SECTIONS as readonly string[]).includes(section) ? 'pages' : 'first';
}

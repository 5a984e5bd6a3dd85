/**
 * A locale file is loaded in two parts (issue 17): what the chat screen, its layout and the app-wide
 * messages need, with the first load; the sections only other screens show, when the first of
 * them opens (app/lazy-page.tsx). `locale-parts-plugin.ts` cuts the files at build time.
 */
export const PAGE_SECTIONS = ['auth', 'account', 'plans', 'subscribe', 'billing', 'language', 'legal'] as const;

export type LocalePart = 'first' | 'pages';

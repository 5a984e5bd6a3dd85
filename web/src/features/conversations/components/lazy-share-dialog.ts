import { lazy } from 'react';
import { loadPageMessages } from '@/lib/i18n';

/**
 * The share dialog, a chunk of its own: loaded when Share is first asked for (header or row menu),
 * not with the chat. Its texts are the locale's `share` section, in the part other screens load
 * (lib/locale-parts.ts): asked for beside the chunk, so the dialog opens in words, not keys. Texts
 * that failed to load are asked for again by the first that needs them (lib/i18n.ts).
 */
export const LazyShareDialog = lazy(async () => {
  const messages = loadPageMessages().catch((error: unknown) => console.warn('Could not load the messages.', error));
  const [module] = await Promise.all([import('./share-dialog'), messages]);
  return { default: module.ShareDialog };
});

import { lazyPage } from '@/lib/lazy-page';

/**
 * The share dialog, a chunk of its own: loaded when Share is first asked for (header or row menu),
 * not with the chat. Its texts are the locale's `share` section, in the part other screens load
 * (lib/locale-parts.ts): lazyPage asks for them beside the chunk, so the dialog opens in words, not keys.
 */
export const LazyShareDialog = lazyPage(() => import('./share-dialog').then((module) => module?.ShareDialog));

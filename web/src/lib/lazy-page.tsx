import { lazy, type ComponentType } from 'react';
import { loadPageMessages } from '@/lib/i18n';

/**
 * A page component (or a dialog whose texts are the pages', as the share dialog's) loaded on first
 * use, so the chat page ships without it. When its chunk fails to load, the preload-error handler
 * (§8) may already be reloading the page to the new version: Vite's import then settles with no
 * module (hence `module?.Page` at the call sites), and the page keeps showing the loading fallback
 * instead of an error until the reload lands.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P> | undefined>) {
  return lazy(async () => {
    // The page's chunk and its messages (the locale's sections other than chat's, and the server's
    // messages only these screens meet) load side by side; messages that failed to load are asked
    // for again by the first text that needs them (i18n.ts), a server message shows in English.
    const messages = Promise.all([loadPageMessages(), import('./page-server-messages')]).catch((error: unknown) =>
      console.warn('Could not load the messages.', error),
    );
    const [Page] = await Promise.all([load(), messages]);
    if (!Page) return new Promise<never>(() => {});
    return { default: Page };
  });
}

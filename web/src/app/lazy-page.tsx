import { lazy, type ComponentType } from 'react';

/**
 * A page component loaded on first use, so the chat page ships without it. When its chunk fails
 * to load, the preload-error handler (§8) may already be reloading the page to the new version:
 * Vite's import then settles with no module (hence `module?.Page` at the call sites), and the
 * page keeps showing the loading fallback instead of an error until the reload lands.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P> | undefined>) {
  return lazy(async () => {
    const Page = await load();
    if (!Page) return new Promise<never>(() => {});
    return { default: Page };
  });
}

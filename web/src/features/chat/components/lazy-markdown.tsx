import { preloadable } from '@/lib/preloadable';

const markdown = preloadable(() => import('./markdown').then((module) => module.default));

/** The Markdown renderer, a chunk of its own; rendered at once when it was preloaded (issue 17). */
export const LazyMarkdown = markdown.Component;
/** Resolves once the renderer is loaded (the list waits for it rather than show raw Markdown). */
export const preloadMarkdown = markdown.preload;

// Fetched as soon as the list's chunk (where this module is) loads, while the chats load, so the
// first rows render Markdown at once instead of suspending.
markdown.preload().catch(() => undefined);

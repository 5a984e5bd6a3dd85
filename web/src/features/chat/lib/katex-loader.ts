import type { Options } from 'react-markdown';

type PluggableList = NonNullable<Options['rehypePlugins']>;

/**
 * KaTeX on demand (issue 39): the Markdown renderer parses math (remark-math) but typesets it only
 * once KaTeX's chunk is there, fetched the first time a text may hold math. Until then a block
 * with math renders without it and is not cached; blocks that subscribed render again once it is.
 */
let plugins: PluggableList | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The rehype plugins that typeset math: none until KaTeX has loaded. */
export const mathPlugins = (): PluggableList | undefined => plugins;

/** Whether a text may hold math (`$`, `\(`, `\[`): a price's `$` loads KaTeX for nothing, once. */
export const mayHoldMath = (text: string): boolean => /\$|\\\(|\\\[/.test(text);

/**
 * Loads KaTeX once; resolves when it is there, or when it failed: math then shows as written until
 * the page is opened again (no retry, so a list waiting for it never waits twice).
 */
export function loadKatex(): Promise<void> {
  loading ??= import('./katex-plugin').then(
    (module) => {
      plugins = [module.rehypeKatex];
      for (const listener of listeners) listener();
    },
    (error: unknown) => console.warn('KaTeX could not be loaded; math shows as written.', error),
  );
  return loading;
}

/** Calls `listener` once KaTeX has loaded (for useSyncExternalStore). */
export function onKatexLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

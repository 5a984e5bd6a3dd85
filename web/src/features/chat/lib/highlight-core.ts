import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { HIGHLIGHT_THEME } from './highlight-theme';

/**
 * Code highlighting with shiki/core and the JavaScript regex engine (no WASM), loading one
 * grammar the first time a block of that language appears. It runs only in the highlight worker:
 * compiling a grammar and tokenizing long code took the main thread for long tasks (issue 10).
 */
let highlighter: Promise<HighlighterCore> | undefined;

function instance(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [bundledThemes[HIGHLIGHT_THEME]],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

export async function highlightCode(code: string, language: string): Promise<string | undefined> {
  const lang = language.toLowerCase();
  const loader = (bundledLanguages as Record<string, (typeof bundledLanguages)[keyof typeof bundledLanguages] | undefined>)[lang];
  if (!loader) return undefined;
  const shiki = await instance();
  if (!shiki.getLoadedLanguages().includes(lang)) await shiki.loadLanguage(loader);
  return shiki.codeToHtml(code, { lang, theme: HIGHLIGHT_THEME });
}

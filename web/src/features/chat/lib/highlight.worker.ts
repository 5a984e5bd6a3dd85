import { highlightCode } from './highlight-core';

export interface HighlightRequest {
  id: number;
  code: string;
  language: string;
}

export interface HighlightResponse {
  id: number;
  /** Undefined for a language shiki does not know, or when highlighting failed: the code stays plain. */
  html: string | undefined;
}

/** The highlight worker: answers each request with shiki's HTML for the code, off the main thread. */
addEventListener('message', (event: MessageEvent<HighlightRequest>) => {
  const { id, code, language } = event.data;
  highlightCode(code, language).then(
    (html) => postMessage({ id, html } satisfies HighlightResponse),
    (error: unknown) => {
      console.warn('Highlighting failed', error);
      postMessage({ id, html: undefined } satisfies HighlightResponse);
    },
  );
});

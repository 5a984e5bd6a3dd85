import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A `<script>` with no `src`: its body runs inline. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources that let the built page's inline scripts run, and no other inline script: one
 * `'sha256-…'` per script of index.html. The page inlines the few lines that must run before its
 * first paint (web/prerender-shell-plugin.ts) instead of a render-blocking request (issue 39); the
 * hashes are read from the page the server sends, so the two can never disagree. None without a
 * built web app.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  let html: string;
  try {
    html = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
  );
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.ts';

let dist: string | undefined;
afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

function builtPage(html: string): string {
  dist = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
  writeFileSync(path.join(dist, 'index.html'), html);
  return dist;
}

describe('the CSP sources of the page inline scripts', () => {
  it('one sha256 per inline script of index.html, none for a script with a src', () => {
    const root = builtPage(
      '<head><script>alert(1)</script><script type="module" fetchpriority="low" src="/assets/index.js"></script></head>',
    );
    // sha256("alert(1)"), as `openssl dgst -sha256 -binary | base64` gives it.
    expect(inlineScriptHashes(root)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });

  it('none without a built web app', () => {
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(inlineScriptHashes(path.join(tmpdir(), 'no-such-web-build'))).toEqual([]);
  });
});

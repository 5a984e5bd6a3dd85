import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { banner } from './build.mjs';
import { lazyCommonJs } from './lazy-commonjs.mjs';

/** What a module sees of three CommonJS packages it imports lazily, as the server does. */
const probe = `export async function seen() {
  const redis = await import('ioredis');
  const mail = await import('nodemailer');
  return { Redis: typeof redis.Redis, defaultRedis: typeof redis.default.Redis,
    createTransport: typeof mail.createTransport, defaultCreateTransport: typeof mail.default.createTransport };
}`;

describe('lazily imported CommonJS packages in the split bundle', () => {
  // Inside server/, so that the packages resolve from node_modules as the server's do.
  const dir = mkdtempSync(path.join(import.meta.dirname, '..', '.bundle-test-lazy-'));
  writeFileSync(path.join(dir, 'probe.mjs'), probe);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const bundle = async (name, plugins) => {
    const outdir = path.join(dir, name);
    const options = {
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node22.12',
      banner: { js: banner },
    };
    await build({ ...options, entryPoints: [path.join(dir, 'probe.mjs')], outdir, plugins, logLevel: 'silent' });
    return (await import(pathToFileURL(path.join(outdir, 'probe.js')).href)).seen();
  };

  it('have the named exports Node gives them from source, and module.exports as default', async () => {
    const fromSource = await (await import(pathToFileURL(path.join(dir, 'probe.mjs')).href)).seen();
    expect(fromSource).toEqual({
      Redis: 'function',
      defaultRedis: 'function',
      createTransport: 'function',
      defaultCreateTransport: 'function',
    });
    expect(await bundle('with-plugin', [lazyCommonJs])).toEqual(fromSource);
  });

  it('without the plugin, esbuild gives them a default export alone (the crash of issue 35)', async () => {
    // If this starts failing, esbuild gives split CommonJS chunks their names (evanw/esbuild#4377): the plugin may go.
    expect(await bundle('without-plugin', [])).toMatchObject({ Redis: 'undefined', createTransport: 'undefined' });
  });
});

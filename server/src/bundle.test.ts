import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleNodeFlags, serverRoot } from './runtime-paths.ts';
import { firstUse } from './test/first-use.ts';
import { startServerProcess } from './test/server-process.ts';

const run = promisify(execFile);

/**
 * The bundle as `npm start` and the Docker image run it, built into a directory of its own beside
 * server/dist (it finds server/ as its parent, as server/dist/main.js does): workers, migrations and
 * the database template must all be found from it, and a customer's first use must work.
 */
describe('the server bundle', () => {
  const outdir = mkdtempSync(path.join(serverRoot, '.bundle-test-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-bundle-'));
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on a new data directory from the template and serves sign-in, chats, plans and the socket', async () => {
    await run(process.execPath, [path.join(serverRoot, 'scripts/build.mjs'), outdir]);
    await run(process.execPath, [path.join(outdir, 'db-template.js')]);
    expect(existsSync(path.join(outdir, 'pglite-template', 'PG_VERSION'))).toBe(true);

    const server = await startServerProcess(
      dataDir,
      { NODE_ENV: 'development' },
      {
        main: path.join(outdir, 'main.js'),
        nodeArgs: bundleNodeFlags,
      },
    );
    try {
      const seen = await firstUse(server.url, dataDir);
      expect(seen.health).toMatchObject({ status: 'ok', database: 'ok' });
      expect(seen.chats).toMatchObject({ count: 0 });
      expect(seen.socketConnected).toBe(true);
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    } finally {
      await server.kill('SIGTERM');
    }
  }, 180_000);
});

import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

/**
 * Before any test: a migrated PGlite data directory (E2E_MIGRATED_DATA_DIR) that tests starting a
 * server of their own (update.spec.ts) copy instead of creating one. A server on a fresh data
 * directory spends ~8.5 s of CPU before it answers (initdb, then the migrations): over 30 s on a
 * two-core machine under load. On a copy it answers in ~4 s (~10 s under the same load).
 * Made in a child process, so the runner never loads the database; Playwright passes the
 * variable on to the workers.
 */
export default async function globalSetup(): Promise<void> {
  const dataRoot = process.env.E2E_DATA_ROOT;
  if (!dataRoot) throw new Error('E2E_DATA_ROOT is set by playwright.config.ts');
  const dataDir = path.join(dataRoot, 'migrated');
  const migrate = `const { openPglite } = await import('./server/src/db/client.ts');
await (await openPglite(process.argv[1])).close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', migrate, path.join(dataDir, 'db')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Migrating the template data directory failed (exit ${code}).`);
  process.env.E2E_MIGRATED_DATA_DIR = dataDir;
}

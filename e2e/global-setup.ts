import { spawn } from 'node:child_process';
import path from 'node:path';
import { fromSource } from './support/app-command';

const root = path.join(import.meta.dirname, '..');

/**
 * Before any test: the database template (server/dist/pglite-template, a migrated PGlite data
 * directory) that a server starting on an empty data directory copies, as a first `npm start`
 * does, and that support/own-server.ts copies before seeding one. Building the bundle wrote it
 * (playwright.config.ts); run from source, the sources' own writer makes it (a no-op when current).
 */
export default async function globalSetup(): Promise<void> {
  if (!fromSource) return;
  const child = spawn(process.execPath, ['server/src/cli/db-template.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Writing the database template failed (exit ${code}).`);
}

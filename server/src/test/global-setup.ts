import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres, usePgliteWorker } from '../db/client.ts';
import { ownDatabase } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (an uncompressed tarball) each test file's database starts from. */
    pgliteSnapshot: string;
    /** On PostgreSQL (TEST_DATABASE_URL), a migrated database each test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database before the server suite and hands it to every test file as a starting
 * point: loading a PGlite snapshot takes a third of the time of creating PGlite and migrating it,
 * and a PostgreSQL template is copied in a moment. Removed after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await ownDatabase(serverUrl, 'test_template');
    try {
      await (await openPostgres(template.url)).close();
    } catch (error) {
      await template.drop();
      throw error;
    }
    project.provide('postgresTemplate', template.name);
    project.provide('pgliteSnapshot', '');
    return () => template.drop();
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'chat-test-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await usePgliteWorker({});
  await database.dump(file);
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, usePglite } from '../db/client.ts';
import { databaseUrl, dropWhenIdle } from './postgres-admin.ts';

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
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    await (await openPostgres(databaseUrl(serverUrl, name))).close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteSnapshot', '');
    return () => dropWhenIdle(serverUrl, name);
  }
  const client = new PGlite();
  await usePglite(client);
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'chat-test-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
}

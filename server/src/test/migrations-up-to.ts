import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { migrationsFolder } from '../runtime-paths.ts';
import { ownDatabase } from './postgres-admin.ts';

interface Journal {
  entries: Array<{ tag: string }>;
}

/** A copy of the migrations whose journal ends at `lastTag`: a database as that release left it. */
function migrationsUpTo(lastTag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'chat-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (end < 0) throw new Error(`no migration ${lastTag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export interface UpgradingDatabase {
  /** The database, migrated up to the tag asked for. */
  db: Db;
  /** Runs the migrations after it, as the next release's start does. */
  upgrade(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh database migrated up to `lastTag`, on PostgreSQL when TEST_DATABASE_URL is set and on an
 * in-memory PGlite otherwise: for the tests of what a migration does to the data it finds.
 */
export async function databaseAt(lastTag: string): Promise<UpgradingDatabase> {
  const earlier = migrationsUpTo(lastTag);
  const serverUrl = process.env.TEST_DATABASE_URL;
  try {
    if (!serverUrl) {
      const client = new PGlite();
      const db = drizzlePglite(client);
      await migratePglite(db, { migrationsFolder: earlier.folder });
      return {
        db: db as unknown as Db,
        upgrade: () => migratePglite(db, { migrationsFolder }),
        close: () => client.close(),
      };
    }
    const own = await ownDatabase(serverUrl, 'upgrade');
    const pool = new pg.Pool({ connectionString: own.url, max: 2 });
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: earlier.folder });
    return {
      db: db as unknown as Db,
      upgrade: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        await pool.end();
        await own.drop();
      },
    };
  } finally {
    earlier.remove();
  }
}

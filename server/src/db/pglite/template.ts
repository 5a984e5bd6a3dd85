import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { distDir, migrationsFolder } from '../../runtime-paths.ts';

/**
 * The database template: a PGlite data directory with initdb done and every migration applied. A
 * first start on an empty DATA_DIR copies it (files copied by the OS) instead of running initdb in
 * a second PGlite instance (6.5 s and ~190 MB held until a major GC) and then every migration;
 * PGlite's own tarball (`loadDataDir`) went through 40 MB of buffers in the database's thread.
 * `npm start` and the Docker build write it (cli/db-template.ts).
 */
export const templateDir = path.join(distDir, 'pglite-template');
/** Written last, beside the template: a template without it (cut short) is never used. */
export const templateKeyFile = `${templateDir}.key`;

/** Changes with PGlite's version (its PostgreSQL's on-disk format) and with any migration. */
export function templateKey(): string {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(pglite), '../package.json'), 'utf8')) as { version: string };
  const hash = createHash('sha256').update(`pglite ${version}\n`);
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('_journal.json')) hash.update(`${file}\n`).update(readFileSync(full));
  }
  return hash.digest('hex');
}

/** The template's key as written beside it, or undefined when there is none. */
export function writtenTemplateKey(): string | undefined {
  return existsSync(templateDir) && existsSync(templateKeyFile) ? readFileSync(templateKeyFile, 'utf8').trim() : undefined;
}

/**
 * Copies the template into `dataDir` when that holds no database yet and a template of these
 * migrations exists (through a sibling directory renamed at the end: a copy cut short is never
 * taken for a database). Otherwise PGlite runs initdb there, and the migrations run.
 */
export function copyTemplateIfNew(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || writtenTemplateKey() !== templateKey()) return;
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(templateDir, partial, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
}

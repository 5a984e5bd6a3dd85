import { mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '../db/client.ts';
import { templateDir, templateKey, templateKeyFile, writtenTemplateKey } from '../db/pglite/template.ts';

/**
 * Writes the database template (db/pglite/template.ts) unless the one there already matches the
 * migrations: a new PGlite data directory, migrated, closed. Run by `npm start` (from the bundle)
 * and the Docker build.
 */
const key = templateKey();
if (writtenTemplateKey() === key) {
  // Current after all (start.mjs judges by dates): dated now, it is not checked again until they change.
  const now = new Date();
  utimesSync(templateDir, now, now);
} else {
  console.log('Preparing the empty database…');
  const partial = `${templateDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(partial), { recursive: true });
  // openPglite copies no template into a directory while the key is not written: initdb runs.
  rmSync(templateKeyFile, { force: true });
  await (await openPglite(partial)).close();
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(partial, templateDir);
  // The key last: a template without its key is never used.
  writeFileSync(templateKeyFile, `${key}\n`);
}

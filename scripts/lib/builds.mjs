// What `npm start` builds before the server starts, each only when its sources are newer than it
// (a checkout, an edit, `npm install` all date what they write): the web app, the server bundle
// and the database template. The footprint bench uses the same, so it measures what starts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export { bundleNodeFlags } from '../../server/src/runtime-paths.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const serverBundle = path.join(root, 'server/dist/main.js');
const template = path.join(root, 'server/dist/pglite-template');
// npm rewrites it whenever it changes what node_modules holds (package files keep their 1985 dates).
const installed = 'node_modules/.package-lock.json';

/** The newest date among the paths, directories included (a deleted file dates its directory). */
function newestChange(paths, skip = () => false) {
  let newest = 0;
  const visit = (full) => {
    const stat = statSync(full);
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) return;
    for (const entry of readdirSync(full)) {
      if (entry === 'node_modules' || entry === 'dist' || skip(entry)) continue;
      visit(path.join(full, entry));
    }
  };
  for (const relative of paths) if (existsSync(path.join(root, relative))) visit(path.join(root, relative));
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function run(args) {
  const result = spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Builds the web app when its sources changed since its last build; `say` prints a line. */
export function buildWebIfChanged(say) {
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'protocol/src'];
  if (newestChange(sources) <= builtAt(path.join(root, 'web/dist/index.html'))) return;
  say('Building the web app…');
  run(['npm', 'run', 'build', '--workspace', 'web']);
}

/** Builds the web app, then the server, each when its sources changed; on a failure says why and exits 1. */
export function buildWhatChanged(say) {
  try {
    buildWebIfChanged(say);
    buildServerIfChanged(say);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

/** Bundles the server, then writes the database template, each when its sources changed. */
export function buildServerIfChanged(say) {
  const sources = ['server/src', 'protocol/src', 'server/package.json', 'server/scripts/build.mjs', installed];
  const bundleChanged = newestChange(sources, (name) => name.endsWith('.test.ts')) > builtAt(serverBundle);
  if (bundleChanged) {
    say('Building the server…');
    run([process.execPath, 'server/scripts/build.mjs']);
  }
  // The template knows its own key (db/pglite/template.ts): when dates alone changed, it only
  // re-dates itself, silently; it says when it writes a new one.
  if (bundleChanged || newestChange(['server/src/db/migrations', installed]) > builtAt(template))
    run([process.execPath, 'server/dist/db-template.js']);
}

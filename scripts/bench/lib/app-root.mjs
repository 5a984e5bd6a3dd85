// Which checkout the bench scripts measure. Normally this one; with `npm run bench -- --baseline
// <ref>` the orchestrator runs each script a second time with BENCH_APP_ROOT set to a checkout of
// the earlier commit (lib/baseline.mjs). The scripts themselves always come from this checkout, so
// both columns are measured the same way.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** This checkout (where the bench scripts live). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The checkout under measurement. */
export const appRoot = process.env.BENCH_APP_ROOT ? path.resolve(process.env.BENCH_APP_ROOT) : repoRoot;

/** True while measuring the baseline rather than this checkout. */
export const measuringBaseline = appRoot !== repoRoot;

/** A path inside the checkout under measurement. */
export function appPath(...segments) {
  return path.join(appRoot, ...segments);
}

/** The checkout's built web app (WEB_DIST overrides, as for the server). */
export const webDist = process.env.WEB_DIST ?? appPath('web', 'dist');

/** True when the checkout under measurement has `relative` (a feature the baseline may predate). */
export function appHas(relative) {
  return existsSync(appPath(relative));
}

/** Builds the checkout's web app when it has none yet (a bench run on a fresh clone). */
export function ensureWebBuilt() {
  if (existsSync(path.join(webDist, 'index.html'))) return;
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: appRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error(`web build failed in ${appRoot}`);
}

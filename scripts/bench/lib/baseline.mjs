// `npm run bench -- --baseline <git ref>`: the same bench scripts measure an earlier commit in the
// same run, so a change is judged side by side on a machine whose load drifts from hour to hour.
// The earlier commit is checked out once into `<tmp>/chat-bench-baseline/<sha>` (a detached git worktree whose
// node_modules are hard links of this checkout's when the lock files match, else its own npm ci) and its web app built
// (not for the guard, scripts/bench/guard.mjs, which runs only its server); the scripts then run with
// BENCH_APP_ROOT pointing at it (lib/app-root.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './app-root.mjs';

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/** Every node_modules folder of the workspace (the root's and each package's). */
function moduleFolders(root) {
  return ['.', 'protocol', 'server', 'web'].map((dir) => path.join(root, dir, 'node_modules')).filter(existsSync);
}

/**
 * The baseline's node_modules: hard links of this checkout's when both lock the same packages (no
 * download, no disk), else its own `npm ci` (from npm's cache when it can) — linking would share
 * files that an install rewrites.
 */
function installDependencies(root) {
  if (existsSync(path.join(root, 'node_modules'))) return;
  const lock = (dir) => readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  if (lock(root) === lock(repoRoot)) {
    for (const source of moduleFolders(repoRoot)) {
      const target = path.join(root, path.relative(repoRoot, source));
      // Hard links need one file system; a temp folder on another (a tmpfs in CI) gets a copy.
      const linked = spawnSync('cp', ['-al', source, target], { stdio: 'ignore' });
      if (linked.status !== 0) {
        rmSync(target, { recursive: true, force: true });
        execFileSync('cp', ['-a', source, target]);
      }
    }
    return;
  }
  console.log("Installing the baseline's dependencies (its package-lock.json differs)…");
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (install.status !== 0) throw new Error(`npm ci failed in the baseline (exit ${install.status})`);
}

/**
 * The full id of `ref`. A commit a shallow clone (CI) lacks is fetched from origin once, which
 * works for a full id only: scripts/bench/guard.json records one.
 */
function resolveCommit(ref) {
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    if (!/^[0-9a-f]{40}$/.test(ref))
      throw new Error(`the baseline ${ref} is not in this clone (a shallow one? fetch it, or give its full id)`);
    console.log(`Fetching the baseline ${ref.slice(0, 12)} (not in this clone)…`);
    const fetched = spawnSync('git', ['fetch', '--quiet', '--depth=1', 'origin', ref], { cwd: repoRoot, stdio: 'inherit' });
    if (fetched.status !== 0) throw new Error(`the baseline ${ref} is not in this clone and could not be fetched from origin`);
    return git('rev-parse', '--verify', `${ref}^{commit}`);
  }
}

/**
 * Checks out `ref` beside this checkout (once per commit) with its dependencies, and builds its web
 * app unless `web` is false (the server benches and the guard run the server from its sources and
 * need none); answers its root.
 */
export function prepareBaseline(ref, { web = true } = {}) {
  const sha = resolveCommit(ref);
  // Outside this checkout, so its test files and sources stay out of this one's tools.
  const root = path.join(tmpdir(), 'chat-bench-baseline', sha.slice(0, 12));
  if (!existsSync(path.join(root, 'package.json'))) {
    console.log(`Checking out the baseline ${ref} (${sha.slice(0, 12)}) into ${root}…`);
    git('worktree', 'add', '--detach', '--force', root, sha);
  }
  installDependencies(root);
  if (web && !existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
    console.log('Building the baseline web app…');
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error(`the baseline web build failed (exit ${build.status})`);
  }
  return { root, sha, label: `${ref.length === 40 ? ref.slice(0, 7) : ref} (${sha.slice(0, 7)})` };
}

/** Pairs each row of `current` with the row of the same metric in `previous` (same bench). */
export function withPrevious(current, previous) {
  const earlier = new Map(previous.rows.map((row) => [row.metric, row.value]));
  return { ...current, rows: current.rows.map((row) => ({ ...row, previous: earlier.get(row.metric) })) };
}

// `npm run bench [-- name…]`: runs every script in scripts/bench/ (NN-name.mjs) in file-name order,
// or only those whose names contain one of the arguments (`npm run bench -- pipeline 40`), each in
// a `node` process of its own, then prints one combined table and writes `.bench/results.json`.
// Each script prints its own lines and writes `.bench/NN-name.json` (scripts/bench/lib/results.mjs).
// Sizes are overridable by environment variables, documented at the top of each script.
// `--baseline <git ref>` runs each script a second time, first, against that commit (lib/baseline.mjs)
// and prints its figure beside this checkout's, measured in the same run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareBaseline, withPrevious } from './bench/lib/baseline.mjs';
import { RESULTS_DIR } from './bench/lib/results.mjs';

const BENCH_DIR = path.join(import.meta.dirname, 'bench');
const args = process.argv.slice(2);
const baselineAt = args.findIndex((arg) => arg === '--baseline' || arg.startsWith('--baseline='));
const baselineRef =
  baselineAt < 0
    ? process.env.BENCH_BASELINE
    : args[baselineAt].includes('=')
      ? args[baselineAt].split('=')[1]
      : args[baselineAt + 1];
if (baselineAt >= 0) args.splice(baselineAt, args[baselineAt].includes('=') ? 1 : 2);
const filters = args;
const scripts = readdirSync(BENCH_DIR)
  .filter((file) => /^\d+-.+\.mjs$/.test(file))
  .filter((file) => !filters.length || filters.some((filter) => file.includes(filter)))
  .sort();
if (!scripts.length) {
  console.error(`no bench script matches ${filters.join(', ')}`);
  process.exit(1);
}

/** Runs one script against the checkout at `appRoot` (this one when undefined); answers its result. */
function runScript(file, appRoot) {
  const name = file.replace(/\.mjs$/, '');
  const output = path.join(RESULTS_DIR, `${name}.json`);
  rmSync(output, { force: true });
  console.log(`\n=== ${name}${appRoot ? ` — baseline ${baseline.label}` : ''} ===`);
  const started = performance.now();
  const env = appRoot ? { ...process.env, BENCH_APP_ROOT: appRoot } : process.env;
  const run = spawnSync(process.execPath, [path.join(BENCH_DIR, file)], { stdio: 'inherit', env });
  const seconds = (performance.now() - started) / 1000;
  const ok = run.status === 0 && existsSync(output);
  const written = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : { title: name, rows: [] };
  if (!ok) console.error(`${name} failed (exit ${run.status ?? run.signal})`);
  return { name, ok, seconds: Number(seconds.toFixed(1)), ...written };
}

const baseline = baselineRef ? prepareBaseline(baselineRef) : undefined;
const results = [];
for (const file of scripts) {
  // The baseline first, then this checkout: each pair is measured back to back.
  const previous = baseline ? runScript(file, baseline.root) : undefined;
  const current = runScript(file);
  results.push(previous ? { ...withPrevious(current, previous), baseline: baseline.label } : current);
}

const format = (value) =>
  typeof value !== 'number' || Number.isNaN(value)
    ? '—'
    : Math.abs(value) >= 100 || Number.isInteger(value)
      ? String(Math.round(value))
      : value.toFixed(Math.abs(value) >= 10 ? 1 : 2);
const header = ['metric', 'value', 'unit', 'target', 'note'];
if (baseline) header.splice(1, 0, `baseline ${baseline.label}`);
const lines = [header];
for (const bench of results) {
  lines.push([`# ${bench.title}${bench.ok ? '' : ' (FAILED)'}`, ...header.slice(1).map(() => '')]);
  for (const row of bench.rows) {
    const cells = [`  ${row.metric}`, format(row.value), row.unit, row.target ?? '', row.note ?? ''];
    if (baseline) cells.splice(1, 0, format(row.previous));
    lines.push(cells);
  }
}
const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
console.log('\n');
for (const line of lines)
  console.log(
    line
      .map((cell, column) =>
        column === 1 || (baseline && column === 2) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd(),
  );

const summary = {
  date: new Date().toISOString(),
  ...(baseline ? { baseline: baseline.label } : {}),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryBytes: os.totalmem(), node: process.version },
  benches: results,
};
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(path.join(RESULTS_DIR, 'results.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), path.join(RESULTS_DIR, 'results.json'))}`);
process.exit(results.every((bench) => bench.ok) ? 0 : 1);

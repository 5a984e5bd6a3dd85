// The chat turn's guard (issue 36), a stage of `npm test`: a short, fixed slice of the pipeline
// bench (10-pipeline's headline path: a Plus customer in a named conversation) run on this checkout
// and on the baseline commit recorded in guard.json, in the same minutes, on PGlite and PostgreSQL.
// Each round starts a server process of each side on a fresh database (its own load server,
// lib/load-server.mjs), warms both, then measures them in alternated windows (A B, B A…), so a
// drift of the machine's load falls on both; every figure is the median of its windows on each
// side, and the guard compares their ratio, this checkout's over the baseline's, never an absolute
// time. It fails when a ratio exceeds its recorded value × (1 + its tolerance) and still does
// once as many rounds more have been measured on that database.
//
//   npx node scripts/bench/guard.mjs                 check (what npm test runs)
//   npx node scripts/bench/guard.mjs --record        check, then write the ratios measured into
//                                                    guard.json where they went down; --force writes
//                                                    one that went up too (budgets only go down:
//                                                    docs/benchmarks.md)
//   … --rounds N                                     rounds (guard.json's `slice.rounds`; twice as
//                                                    many with --record)
//   … --aa [checkout]                                an A/A run: both sides are the baseline's commit
//                                                    (or this checkout); ratios near 1, their spread
//                                                    is the noise the tolerance must cover
// BENCH_DATABASES (pglite,postgres) and BENCH_POSTGRES_URL as for the benches. Every run writes what
// it measured to .bench/guard.json (BENCH_RESULTS_DIR).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ownDatabase } from '../../server/src/test/postgres-admin.ts';
import { repoRoot } from './lib/app-root.mjs';
import { prepareBaseline } from './lib/baseline.mjs';
import { openWindow } from './lib/chat-send.mjs';
import { callFakeDirectly, startFakeModel } from './lib/fake-model.mjs';
import { ensureDatabaseTemplate, startLoadServer } from './lib/load-server.mjs';
import { measure, PATHS, preparePath } from './lib/pipeline.mjs';
import { writeResults } from './lib/results.mjs';

// BENCH_GUARD_FILE: another file of the same form (a trial of the guard itself).
const GUARD_FILE = process.env.BENCH_GUARD_FILE ?? path.join(import.meta.dirname, 'guard.json');
const guard = JSON.parse(readFileSync(GUARD_FILE, 'utf8'));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : (args[at + 1] ?? '');
};
const record = args.includes('--record');
const force = args.includes('--force');
const aa = args.includes('--aa') ? (option('--aa') === 'checkout' ? 'checkout' : 'baseline') : undefined;
// A recording measures twice as many rounds unless told: a ratio written is the budget from then on.
const roundsWanted = option('--rounds') ? Number(option('--rounds')) : guard.slice.rounds * (record ? 2 : 1);
const slice = { ...guard.slice, rounds: roundsWanted };
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PATH = PATHS.named;
const started = performance.now();

/** The figures one run yields, by the name guard.json keys them under (after the database's label). */
const FIGURES = [
  { key: `${PATH.label}, 1 sender: server CPU per message`, unit: 'CPU ms', run: (r) => r.cpu1 },
  { key: `${PATH.label}, 1 sender: first delta added, p50`, unit: 'ms', run: (r) => r.first1 },
  { key: `${PATH.label}, ${slice.senders} senders: server CPU per message`, unit: 'CPU ms', run: (r) => r.cpuMany },
  { key: `${PATH.label}, 1 sender: SQL statements per message`, unit: '', run: (r) => r.statements1 },
  // Printed, not guarded unless guard.json lists it.
  { key: `${PATH.label}, ${slice.senders} senders: first delta added, p50`, unit: 'ms', run: (r) => r.firstMany },
];

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
};
const fmt = (value) => (Number.isFinite(value) ? (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2)) : '—');
const withUnit = (value, unit) => `${fmt(value)}${unit ? ` ${unit}` : ''}`;

/** A server of `root`'s on a fresh database, its customers seeded and connected. */
async function startSide(root, database, fake) {
  let own;
  const env = { OPENAI_BASE_URL: fake.baseUrl };
  if (database === 'PostgreSQL') {
    own = await ownDatabase(POSTGRES, 'guard');
    env.DATABASE_URL = own.url;
  }
  const server = await startLoadServer({ root, env }).catch(async (error) => {
    await own?.drop();
    throw error;
  });
  const stop = async () => {
    await server.close();
    await own?.drop();
  };
  try {
    const prepared = await preparePath(server, PATH, slice.senders);
    if (prepared.skipped) throw new Error(prepared.skipped);
    return {
      server,
      prepared,
      stop: async () => {
        prepared.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The warm-up: sends at 1 sender, then rounds of every sender at once. */
async function warm({ prepared }) {
  for (let sent = 0; sent < slice.warmup; sent++) await prepared.send(0);
  await measure(slice.senders, slice.warmupRounds, (index) => prepared.send(index));
}

/** One window of each level on a started side: its figures, the first delta's over `directFirst`. */
async function measureWindows({ server, prepared }, directFirst) {
  const endOne = await openWindow(server);
  const one = await measure(1, slice.sends, () => prepared.send(0));
  const usageOne = await endOne(one.length);
  const endMany = await openWindow(server);
  const many = await measure(slice.senders, slice.concurrentRounds, (index) => prepared.send(index));
  const usageMany = await endMany(many.length);
  return {
    cpu1: usageOne.cpuMs,
    first1: median(one.map((t) => t.first)) - directFirst,
    statements1: usageOne.statements,
    cpuMany: usageMany.cpuMs,
    firstMany: median(many.map((t) => t.first)) - directFirst,
  };
}

/**
 * One round on `database`: a server of each side started (side by side), seeded and warmed, a
 * pause for what the warm-up left (compilation, collection), the direct calls to the fake (shared
 * by both sides' first-delta figures), then `slice.windows` windows of each side alternated, A B
 * B A… in even rounds and B A A B… in odd ones: a drift of the machine's load, and whatever the
 * first window after the warm-up pays, falls on each side as often. Both servers close at the end.
 */
async function round(index, database, fake) {
  const opened = await Promise.allSettled([startSide(A.root, database, fake), startSide(B.root, database, fake)]);
  const failed = opened.find((result) => result.status === 'rejected');
  const [a, b] = opened.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  try {
    if (failed) throw failed.reason;
    await Promise.all([warm(a), warm(b)]);
    await delay(slice.settleMs);
    const direct = await measure(1, slice.sends, () => callFakeDirectly(fake.baseUrl));
    const directFirst = median(direct.map((t) => t.first));
    const pair = index % 2 ? ['B', 'A'] : ['A', 'B'];
    for (let window = 0; window < slice.windows; window++)
      for (const side of window % 2 ? [...pair].reverse() : pair)
        runs[side][database].push(await measureWindows(side === 'A' ? a : b, directFirst));
  } finally {
    await Promise.all([a?.stop(), b?.stop()]);
  }
}

const here = { label: 'this checkout', root: repoRoot };
const prepared = prepareBaseline(guard.baseline, { web: false });
const baseline = { label: prepared.label, root: prepared.root };
const same = aa === 'checkout' ? here : baseline;
const sides = aa ? ['A', 'B'].map((name) => ({ ...same, label: `${name}: ${same.label}` })) : [baseline, here];
const [A, B] = sides;
console.log(
  `Chat turn guard: ${B.label}${aa ? ' (A/A)' : ''} against ${A.label}, ${slice.rounds} rounds of ` +
    `${slice.windows} windows of each side a round, each ${slice.sends} sends at 1 sender then ` +
    `${slice.concurrentRounds} × ${slice.senders} at once; ${PATH.label}, ` +
    `fake first token ${slice.firstTokenMs} ms`,
);
for (const root of new Set(sides.map((side) => side.root))) ensureDatabaseTemplate(root);

const databases = [];
if (wanted.includes('pglite')) databases.push('PGlite');
if (wanted.includes('postgres')) {
  try {
    await (await ownDatabase(POSTGRES, 'guard')).drop();
    databases.push('PostgreSQL');
  } catch (error) {
    console.log(`PostgreSQL skipped: ${POSTGRES} is unreachable (${error.message})`);
  }
}

const runs = { A: {}, B: {} };
/** `slice.rounds` more rounds on `database`, their windows added to those it has. */
async function rounds(database, fake, label = '') {
  runs.A[database] ??= [];
  runs.B[database] ??= [];
  const first = runs.A[database].length / slice.windows;
  for (let index = first; index < first + slice.rounds; index++) {
    const begun = performance.now();
    await round(index, database, fake);
    const seconds = ((performance.now() - begun) / 1000).toFixed(0);
    console.log(`  ${database}${label}: round ${index - first + 1} of ${slice.rounds} done in ${seconds} s`);
  }
}

/** Per figure: both sides' windows, the ratio of their medians, the recorded ratio and the most allowed. */
function judge() {
  const judged = [];
  for (const database of databases)
    for (const figure of FIGURES) {
      const name = `${database}, ${figure.key}`;
      const a = runs.A[database].map(figure.run);
      const b = runs.B[database].map(figure.run);
      const ratio = median(b) / median(a);
      const pairs = a.map((value, index) => b[index] / value).filter(Number.isFinite);
      const recorded = guard.figures[name];
      const allowed = recorded ? recorded.ratio * (1 + recorded.tolerance) : undefined;
      judged.push({ database, name, unit: figure.unit, a, b, ratio, pairs, recorded, allowed });
    }
  return judged;
}
const isOver = (r) => !aa && r.recorded && r.ratio > r.allowed;

const fake = await startFakeModel({ firstTokenMs: slice.firstTokenMs });
let results;
try {
  for (const database of databases) await rounds(database, fake);
  results = judge();
  // A ratio over its allowance is measured again before it fails the run: as many rounds more on
  // its database, judged on all the windows. A dearer turn stays over; a noisy window seldom does.
  const again = [...new Set(results.filter(isOver).map((r) => r.database))];
  for (const database of again) {
    const names = results.filter((r) => r.database === database && isOver(r)).map((r) => r.name);
    console.log(`  over the allowance: ${names.join('; ')}. Confirming with ${slice.rounds} more rounds on ${database}…`);
    await rounds(database, fake, ' (confirming)');
  }
  if (again.length) results = judge();
} finally {
  await fake.close();
}

const rows = [['figure', `${A.label}`, `${B.label}`, 'ratio', 'windows', 'recorded', 'allowed', '']];
for (const r of results) {
  const spread = (values) => `${fmt(median(values))} (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})`;
  const verdict = !r.recorded || aa ? '' : isOver(r) ? 'OVER' : 'ok';
  rows.push([
    r.name,
    `${spread(r.a)} ${r.unit}`.trim(),
    `${spread(r.b)} ${r.unit}`.trim(),
    fmt(r.ratio),
    `${fmt(Math.min(...r.pairs))}–${fmt(Math.max(...r.pairs))}`,
    r.recorded ? fmt(r.recorded.ratio) : '',
    r.recorded ? `≤ ${fmt(r.allowed)}` : '',
    verdict,
  ]);
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
console.log('');
for (const row of rows)
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
console.log(
  `\nmedian (min–max) of each side's windows (${slice.windows} a round); ratio = ${B.label} / ${A.label}; ` +
    'windows = the ratios of the windows paired in turn',
);

writeResults(
  'guard',
  `Chat turn guard, ${B.label} against ${A.label}${aa ? ' (A/A)' : ''}`,
  results.map((r) => ({
    metric: r.name,
    value: Number(r.ratio.toFixed(3)),
    unit: 'ratio',
    ...(r.allowed ? { target: `≤ ${fmt(r.allowed)}` } : {}),
    note: `${A.label} ${r.a.map(fmt).join(' ')} · ${B.label} ${r.b.map(fmt).join(' ')}`,
    baseline: r.a,
    checkout: r.b,
  })),
);
const seconds = Math.round((performance.now() - started) / 1000);

if (aa) {
  console.log(`\nA/A run in ${seconds} s: no verdict.`);
  process.exit(0);
}

const over = results.filter(isOver);
for (const r of over)
  console.error(
    `✗ ${r.name}: ${withUnit(median(r.b), r.unit)} here against ${withUnit(median(r.a), r.unit)} at ${A.label}, ` +
      `ratio ${fmt(r.ratio)} > allowed ${fmt(r.allowed)} (recorded ${fmt(r.recorded.ratio)} × (1 + ${r.recorded.tolerance}))`,
  );

if (record) {
  const date = new Date().toISOString().slice(0, 10);
  let changed = 0;
  for (const r of results) {
    const entry = guard.figures[r.name];
    if (!entry || !Number.isFinite(r.ratio)) continue;
    const ratio = Number(r.ratio.toFixed(2));
    if (ratio === entry.ratio) continue;
    if (ratio > entry.ratio && !force) {
      console.log(
        `not recorded: ${r.name} went up, ${fmt(entry.ratio)} → ${fmt(ratio)} (--force records it; budgets only go down)`,
      );
      continue;
    }
    console.log(`recorded: ${r.name}, ${fmt(entry.ratio)} → ${fmt(ratio)}`);
    guard.figures[r.name] = { ...entry, ratio, recordedOn: date };
    changed++;
  }
  if (changed) writeFileSync(GUARD_FILE, `${JSON.stringify(guard, null, 2)}\n`);
  console.log(`${changed} ratio${changed === 1 ? '' : 's'} recorded in ${path.relative(process.cwd(), GUARD_FILE)}`);
}

console.log(`\nguard ran in ${seconds} s`);
if (over.length) {
  console.error(
    `\nThe chat turn costs more than its recorded ratio to ${A.label} allows (${path.relative(process.cwd(), GUARD_FILE)}). ` +
      'Take the work out elsewhere first; a recorded ratio is never raised to fit a change (docs/benchmarks.md).',
  );
  process.exit(1);
}
console.log('✓ within the recorded ratios');

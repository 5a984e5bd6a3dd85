// Bench 5b (`npm run lighthouse` too), issue 39's budgets for a phone's first load: starts the real
// server on its embedded defaults and runs Lighthouse's phone profile LIGHTHOUSE_RUNS times (3),
// each in a fresh Chromium, on / as a guest, / signed in with a conversation open, and /plans as a
// guest. Prints every run and the medians, records the medians (.bench/60-lighthouse.json), then
// checks Chromium finds the PWA installable.
// Exits non-zero when a page's median misses a budget of web/bundle-budget.json `lighthouse` (a
// line per miss: page, metric, median, budget), a run did not measure the page it says (a signed-in
// run that was not, a conversation that did not load), or the app is not installable.
// LIGHTHOUSE_SAVE=<dir> writes each run's full JSON report there (Lighthouse viewer, treemap).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuilt } from './lib/app-root.mjs';
import { LIGHTHOUSE_BUDGETS, lighthouseMisses, readLighthouseBudget } from './lib/budget.mjs';
import { installability } from './lib/installability.mjs';
import { startLighthousePages } from './lib/lighthouse-pages.mjs';
import { METRICS, lighthouseRun, reportPath } from './lib/lighthouse-run.mjs';
import { medianByKey, medianRun } from './lib/median.mjs';
import { writeResults } from './lib/results.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4630);
const runCount = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const saveDir = process.env.LIGHTHOUSE_SAVE ? path.resolve(process.env.LIGHTHOUSE_SAVE) : undefined;
if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number ≥ 1`);
if (saveDir) mkdirSync(saveDir, { recursive: true });
const budget = readLighthouseBudget();

ensureWebBuilt();

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const metricText = (id, value) => (id === 'cumulative-layout-shift' ? value.toFixed(3) : ms(value));
const runLine = (run) =>
  [
    `perf ${run.scores.performance}`,
    ...METRICS.map(({ id, label }) => `${label} ${metricText(id, run.metrics[id])}`),
    `a11y ${run.scores.accessibility} · BP ${run.scores['best-practices']} · SEO ${run.scores.seo}`,
  ].join(' · ');
const budgetOf = (match) => LIGHTHOUSE_BUDGETS.find(match);
const target = (entry) =>
  entry ? `${entry.category ? '≥' : '≤'} ${budget[entry.key]}${entry.unit ? ` ${entry.unit}` : ''}` : undefined;

/** What a developer needs to see why a page misses: the median run's LCP element and longest tasks. */
function printDiagnosis(run) {
  const lcp = run.lcpElement;
  if (lcp) {
    console.log(`  LCP element: ${lcp.label} (${lcp.selector})`);
    console.log(`    ${lcp.snippet.slice(0, 160)}`);
    console.log(`    phases: ${lcp.phases.map(({ phase, ms: time }) => `${phase} ${ms(time)}`).join(' · ')}`);
  } else console.log('  LCP element: none reported');
  const work = run.mainThread.slice(0, 4).map(({ label, duration }) => `${label} ${ms(duration)}`);
  console.log(`  main thread: ${work.join(' · ') || 'no breakdown'}`);
  const tasks = run.longTasks.slice(0, 5);
  console.log(`  long tasks (simulated, longest first):${tasks.length ? '' : ' none'}`);
  for (const task of tasks) console.log(`    ${ms(task.duration).padStart(9)} at ${ms(task.startTime).padStart(9)}  ${task.url}`);
}

// The budgets hold for a quiet machine; TBT follows the load average, so every run says what it was.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const failures = [];
const rows = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-lighthouse-'));
let server;
console.log(`Load average at the start: ${load()} (1, 5, 15 min)`);
try {
  const started = await startLighthousePages(port, dataDir);
  server = started.server;
  for (const page of started.pages) {
    const runs = [];
    console.log(`\n${page.label} (${page.path}), ${runCount} run(s)`);
    for (let index = 1; index <= runCount; index += 1) {
      const run = await lighthouseRun(`${server.base}${page.path}`, page.cookies, reportPath(saveDir, page.slug, index));
      const wrong = page.check(run);
      if (wrong) failures.push(`${page.label}, run ${index}: ${wrong}`);
      console.log(`  run ${index} (${run.formFactor}): ${runLine(run)}${wrong ? `  ✗ ${wrong}` : ''}`);
      if (run.failing.length) console.log(`    audits below 100 %: ${run.failing.join('; ')}`);
      runs.push(run);
    }
    const medians = { scores: medianByKey(runs, 'scores'), metrics: medianByKey(runs, 'metrics') };
    console.log(`  median:  ${runLine(medians)}`);
    for (const [id, value] of Object.entries(medians.scores)) {
      const entry = budgetOf((item) => item.category === id);
      rows.push({
        metric: `${page.label}: ${runs[0].titles[id]}`,
        value,
        unit: 'score',
        ...(entry ? { target: target(entry) } : {}),
        note: `median of ${runs.map((run) => run.scores[id]).join(', ')}`,
      });
    }
    for (const { id, label, unit } of METRICS) {
      const entry = budgetOf((item) => item.metric === id);
      rows.push({
        metric: `${page.label}: ${label}`,
        value: +medians.metrics[id].toFixed(unit ? 0 : 3),
        unit,
        ...(entry ? { target: target(entry) } : {}),
        note: `median of ${runs.map((run) => metricText(id, run.metrics[id])).join(', ')}`,
      });
    }
    printDiagnosis(medianRun(runs, (run) => run.scores.performance));
    failures.push(...lighthouseMisses(page.label, medians, budget));
  }
  const install = await installability(server.base);
  console.log(
    `\nInstallable: ${install.errors.length === 0 ? 'yes' : `no (${install.errors.join(', ')})`}, manifest ${install.manifest}`,
  );
  if (install.errors.length > 0) failures.push(`not installable: ${install.errors.join(', ')}`);
  writeResults('60-lighthouse', `Lighthouse, phone profile, median of ${runCount}`, rows);
  console.log(`Load average at the end: ${load()}`);
  if (saveDir) console.log(`Reports: ${saveDir}`);
} catch (error) {
  console.error(error);
  failures.push(`the bench did not finish: ${error.message}`);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length) console.error(`\n✗ Lighthouse budgets (web/bundle-budget.json lighthouse):\n  ${failures.join('\n  ')}`);
else console.log('\n✓ every page within the Lighthouse budgets');
process.exit(failures.length ? 1 : 0);

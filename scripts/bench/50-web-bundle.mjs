// Bench 5a: the JavaScript a first visit of / really fetches (Chromium, gzip transfer until the
// network is idle, as a guest and signed in; issue 17), what the service worker downloads when it
// installs, and the initial JavaScript and CSS of every route from the Vite build manifest (gzip
// and brotli), checked against web/bundle-budget.json. Builds the web app first unless
// BENCH_SKIP_BUILD=1 (the orchestrator or a previous step already built it).
import { spawnSync } from 'node:child_process';
import { appRoot } from './lib/app-root.mjs';
import { chatFollowUps, kib, loadSize, precacheSize, routeSizes } from './lib/bundle.mjs';
import { measureFirstVisits } from './lib/first-load.mjs';
import { readBudget } from './lib/budget.mjs';
import { writeResults } from './lib/results.mjs';

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: appRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed');
}

const budget = readBudget();
const rows = [];
/** Issue 17's target for the first visit of /, in bytes (kB as the budget file counts them). */
const FIRST_LOAD_TARGET = 120_000;

console.log('\nFirst visit of / in Chromium: scripts fetched until the network is idle (gzip transfer)');
for (const [visit, { bytes, files }] of Object.entries(await measureFirstVisits())) {
  console.log(
    `  ${visit.padEnd(9)} ${kib(bytes).padStart(10)} in ${files.length} scripts   target ≤ ${kib(FIRST_LOAD_TARGET)}` +
      `, budget ${kib(budget.firstLoad[visit].jsGzip)}`,
  );
  for (const file of [...files].sort((a, b) => b.bytes - a.bytes))
    console.log(`      ${kib(file.bytes).padStart(9)}  ${file.path}`);
  rows.push(
    {
      metric: `first visit of /, ${visit}: JS gzip`,
      value: +(bytes / 1024).toFixed(1),
      unit: 'KiB',
      target: `≤ ${kib(FIRST_LOAD_TARGET)}`,
    },
    { metric: `first visit of /, ${visit}: scripts`, value: files.length, unit: 'files' },
  );
}
const precache = precacheSize();
console.log(`Service worker install: ${precache.files} files, ${kib(precache.gzip)} gzip (${kib(precache.raw)} raw)`);
rows.push(
  { metric: 'service worker install: files', value: precache.files, unit: 'files' },
  { metric: 'service worker install: gzip', value: +(precache.gzip / 1024).toFixed(1), unit: 'KiB' },
);
console.log('\nInitial JS and CSS per route (entry + static imports + the route chunk)');
for (const [route, { js, css }] of Object.entries(routeSizes())) {
  const limit = budget.routes[route]?.jsGzip ?? budget.routes['*']?.jsGzip;
  console.log(
    `  ${route.padEnd(16)} JS ${kib(js.gzip).padStart(10)} gzip ${kib(js.brotli).padStart(10)} brotli (${js.files} files, ${kib(js.raw)} raw)` +
      `   CSS ${kib(css.gzip)} gzip ${kib(css.brotli)} brotli${limit ? `   budget ${kib(limit)} gzip` : ''}`,
  );
  const target = limit ? `≤ ${(limit / 1024).toFixed(1)} KiB` : undefined;
  rows.push(
    { metric: `${route}: initial JS gzip`, value: +(js.gzip / 1024).toFixed(1), unit: 'KiB', ...(target ? { target } : {}) },
    { metric: `${route}: initial JS brotli`, value: +(js.brotli / 1024).toFixed(1), unit: 'KiB' },
    { metric: `${route}: initial CSS gzip`, value: +(css.gzip / 1024).toFixed(1), unit: 'KiB' },
    { metric: `${route}: initial CSS brotli`, value: +(css.brotli / 1024).toFixed(1), unit: 'KiB' },
  );
}
console.log('Chat page after its first load (for information; not budgeted)');
for (const [label, modules] of Object.entries(chatFollowUps)) {
  let size;
  try {
    size = loadSize(modules).js;
  } catch (error) {
    console.log(`  ${label}: ${error.message}`);
    continue;
  }
  console.log(`  ${label.padEnd(66)} JS ${kib(size.gzip).padStart(10)} gzip ${kib(size.brotli).padStart(10)} brotli`);
  rows.push({ metric: `${label}: JS gzip`, value: +(size.gzip / 1024).toFixed(1), unit: 'KiB' });
}
writeResults('50-web-bundle', 'Web bundle: initial JS and CSS per route', rows);

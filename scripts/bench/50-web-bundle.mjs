// Bench 5a: initial JavaScript and CSS of the chat route and of each other route (gzip and brotli),
// from the Vite build manifest, checked against web/bundle-budget.json. Builds the web app first
// unless BENCH_SKIP_BUILD=1 (the orchestrator or a previous step already built it).
import { spawnSync } from 'node:child_process';
import { chatFollowUps, kib, loadSize, routeSizes } from './lib/bundle.mjs';
import { readBudget } from './lib/budget.mjs';
import { writeResults } from './lib/results.mjs';

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed');
}

const budget = readBudget();
const rows = [];
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

// Run by `npm test` after the web build: Chromium visits `/` of the built app, served by the real
// server, as a guest and signed in, and sums the gzip transfer of every script fetched until the
// network is idle (scripts/bench/lib/first-load.mjs). Fails, naming the visit, the figures and the
// scripts, when one exceeds its budget in web/bundle-budget.json (`firstLoad`).
import { readBudget } from './bench/lib/budget.mjs';
import { kib } from './bench/lib/bundle.mjs';
import { measureFirstVisits } from './bench/lib/first-load.mjs';

const budget = readBudget().firstLoad;
const visits = await measureFirstVisits();
const failures = [];
for (const [visit, { bytes, files }] of Object.entries(visits)) {
  const limit = budget[visit].jsGzip;
  console.log(`  / ${visit.padEnd(9)} ${kib(bytes)} gzip in ${files.length} scripts (budget ${kib(limit)})`);
  if (bytes > limit) {
    const scripts = files.map((file) => `${file.path} ${kib(file.bytes)}`).join(', ');
    failures.push(`/ ${visit}: ${kib(bytes)} gzip, over its budget of ${kib(limit)} by ${kib(bytes - limit)} (${scripts})`);
  }
}
if (failures.length) {
  console.error(`\n✗ first-load JavaScript over budget (web/bundle-budget.json firstLoad):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('✓ the first visit of / fetches no more JavaScript than its budget');

// Run by `npm test` right after the web build: fails when a route's initial JS (gzip) exceeds
// web/bundle-budget.json, naming the route and the figures.
import { overBudget, readBudget } from './bench/lib/budget.mjs';
import { kib, routeSizes } from './bench/lib/bundle.mjs';

const sizes = routeSizes();
const failures = overBudget(sizes, readBudget());
for (const [route, { js }] of Object.entries(sizes)) console.log(`  ${route.padEnd(16)} initial JS ${kib(js.gzip)} gzip`);
if (failures.length) {
  console.error(`\n✗ bundle budget exceeded (web/bundle-budget.json):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('✓ every route is within its bundle budget');

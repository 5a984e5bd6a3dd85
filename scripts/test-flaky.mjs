// `npm run test:flaky [-- <playwright args>]`: the end-to-end suite three times over (--repeat-each=3)
// while busy loops load every core, to find tests that pass only on a quiet machine. Extra
// arguments go to Playwright (spec files, --project phone, --repeat-each=5…). It first builds what
// changed since the last build (the web app, the server bundle), before the load starts. Uses
// PostgreSQL and Redis for the scale-out smoke like `npm test`.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { endToEndEnvironment, postgresServer, redisServer } from './lib/services.mjs';
import { printStages, runStage } from './lib/stages.mjs';

const extra = process.argv.slice(2);
const repeat = extra.some((arg) => arg.startsWith('--repeat-each')) ? [] : ['--repeat-each=3'];

if (!(await runStage('build what changed', 'node', ['scripts/build-if-changed.mjs']))) process.exit(1);

const e2e = await endToEndEnvironment(await postgresServer(), await redisServer());
const load = [];
let passed = false;
try {
  for (let core = 0; core < availableParallelism(); core++)
    load.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  console.log(`Loading ${load.length} cores with busy loops while the suite runs.`);
  passed = await runStage(
    `end-to-end ${[...repeat, ...extra].join(' ')} under load`,
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...repeat, ...extra],
    { CI: 'true', ...e2e.env },
  );
} finally {
  for (const busy of load) busy.kill('SIGKILL');
  await e2e.cleanup();
}
printStages(passed ? '✓ no flaky test' : '✗ a test failed under load');
process.exit(passed ? 0 : 1);

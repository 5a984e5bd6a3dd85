// `npm run test:flaky [-- <playwright args>]`: the end-to-end suite three times over (--repeat-each=3)
// while busy loops load every core, to find tests that pass only on a quiet machine. Extra
// arguments go to Playwright (spec files, --project phone, --repeat-each=5…). Builds the web app
// first when web/dist is missing. Uses PostgreSQL and Redis for the scale-out smoke like `npm test`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureChromium } from './ensure-chromium.mjs';
import { ownDatabase, postgresServer, redisServer } from './lib/services.mjs';
import { printStages, runStage } from './lib/stages.mjs';

const extra = process.argv.slice(2);
const repeat = extra.some((arg) => arg.startsWith('--repeat-each')) ? [] : ['--repeat-each=3'];

if (!existsSync('web/dist/index.html') && !(await runStage('web build', 'npm', ['run', 'build', '--workspace', 'web'])))
  process.exit(1);

const cores = availableParallelism();
const load = Array.from({ length: cores }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
console.log(`Loading ${cores} cores with busy loops while the suite runs.`);

const postgres = await postgresServer();
const redis = await redisServer();
const scaleOut = postgres && redis ? await ownDatabase(postgres, 'e2e') : undefined;
let passed = false;
try {
  passed = await runStage(
    `end-to-end ${[...repeat, ...extra].join(' ')} under load`,
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...repeat, ...extra],
    {
      CI: 'true',
      CHROMIUM_PATH: ensureChromium(),
      ...(scaleOut ? { E2E_DATABASE_URL: scaleOut.url, E2E_REDIS_URL: redis } : {}),
    },
  );
} finally {
  for (const busy of load) busy.kill('SIGKILL');
  await scaleOut?.drop();
}
printStages(passed ? '✓ no flaky test' : '✗ a test failed under load');
process.exit(passed ? 0 : 1);

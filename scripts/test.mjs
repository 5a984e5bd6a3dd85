// `npm test`: every test, each layer where it proves something, then a table of the stages' times.
//  1. unit and server tests (Vitest: protocol, server, web) on PGlite, the embedded default;
//  2. the server tests again on PostgreSQL (the fuzzer's slice, security/fuzz.test.ts, included): the
//     same engine as PGlite, but a server, a driver (node-postgres) and a pool of its own;
//  3. the build (`npm run build`: the web app, the server bundle and its database template), once;
//     the web app's bundle budget per route (build manifest) and the JavaScript a first visit of /
//     really fetches in Chromium, as a guest and signed in (web/bundle-budget.json);
//  4. what ships (server/vitest.artifact.config.ts): the bundle installed as the Docker image installs
//     it and started as it starts, on its own and with every integration switched on;
//  5. the end-to-end suite in Chromium against the bundle, started as `npm start` starts it: the
//     embedded default, the app with a (fake) provider, and a smoke across two instances on
//     PostgreSQL and Redis;
//  6. a small slice of the benchmarks, so that they keep working (the fuzzer's slice is in stages 1 and 2);
//  7. the chat turn's guard (scripts/bench/guard.mjs): this checkout against the baseline commit
//     recorded in scripts/bench/guard.json, measured in the same run; fails when a ratio of the
//     two exceeds its recorded value and tolerance.
// PostgreSQL and Redis: TEST_DATABASE_URL / TEST_REDIS_URL, else the local ones; stages that need
// them are skipped when there are none (an error under CI). `npm test -- --e2e-only` builds and runs stage 5.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { endToEndEnvironment, postgresServer, redisServer } from './lib/services.mjs';
import { printStages, runStage, skipStage } from './lib/stages.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
/**
 * Every benchmark but Lighthouse (`npm run lighthouse`, minutes in full Chromium) at a size that
 * runs in about two minutes: enough to keep the scripts working, not to measure anything.
 */
const BENCH_SLICE = {
  scripts: ['10', '11', '12', '15', '20', '30', '40', '47', '50', '70', '75'],
  env: {
    BENCH_MODEL_CALLS: '20',
    BENCH_MODEL_SPACED: '0',
    BENCH_PIPELINE_CONCURRENCY: '1,5',
    BENCH_PIPELINE_SAMPLES: '5',
    // One round of the warm-up's 100 senders: 2,000 sends a server made this slice the slowest.
    BENCH_PIPELINE_WARMUP: '100',
    // The general chat's sends are 20-throughput's.
    BENCH_PIPELINE_PATHS: 'named,free',
    BENCH_WAKE_PAIRS: '20',
    BENCH_WAKE_GAP_MS: '5',
    BENCH_PLAN_CUSTOMERS: '50',
    BENCH_PLAN_HEAVY_CHATS: '200',
    BENCH_THROUGHPUT_MESSAGES: '20',
    BENCH_THROUGHPUT_SENDERS: '5',
    BENCH_IDLE_SOCKETS: '50',
    BENCH_MAX_SOCKETS: '200',
    BENCH_RUNS: '1',
    BENCH_IDLE_WAIT_MS: '500',
    BENCH_SKIP_BUILD: '1',
    BENCH_EXCHANGES: '50',
    BENCH_SECTIONS: '5',
    BENCH_STREAM_TOKENS: '300',
    BENCH_SEARCH_CHATS: '500',
    BENCH_SEARCH_OTHERS: '100',
    BENCH_SEARCH_SAMPLES: '3',
  },
};
const postgres = await postgresServer();
const redis = await redisServer();
// Found (or installed) before anything runs: a missing browser is known at once, not after Vitest.
const browser = ensureChromium();
const npx = (...args) => ['npx', args];

async function run() {
  if (!e2eOnly) {
    const onPglite = { TEST_DATABASE_URL: undefined };
    if (!(await runStage('unit and server tests on PGlite', ...npx('vitest', 'run'), onPglite))) return false;
  }
  // The server tests on PostgreSQL wait on the database much of the time: the web build runs beside them.
  const serverOnPostgres = () => {
    if (e2eOnly) return true;
    if (postgres)
      return runStage('server tests on PostgreSQL', ...npx('vitest', 'run', '--project', 'server'), {
        TEST_DATABASE_URL: postgres,
      });
    skipStage('server tests on PostgreSQL', 'no PostgreSQL (set TEST_DATABASE_URL)');
    return true;
  };
  const built = runStage('build: web app, server bundle', 'npm', ['run', 'build'], {}, { buffered: true });
  const [serverPassed, builtToo] = await Promise.all([serverOnPostgres(), built]);
  if (!serverPassed || !builtToo) return false;
  if (!(await runStage('bundle budget', 'node', ['scripts/check-bundle-budget.mjs']))) return false;
  if (!(await runStage('first-load JavaScript in Chromium', 'node', ['scripts/check-first-load.mjs'], { CHROME_PATH: browser })))
    return false;

  if (
    !e2eOnly &&
    !(await runStage(
      "what ships: the image's install, every integration",
      ...npx('vitest', 'run', '-c', 'server/vitest.artifact.config.ts'),
      {
        TEST_DATABASE_URL: postgres,
        TEST_REDIS_URL: redis,
      },
    ))
  )
    return false;

  const e2e = await endToEndEnvironment(postgres, redis);
  try {
    if (!(await runStage('end-to-end in Chromium', ...npx('playwright', 'test', '-c', 'e2e/playwright.config.ts'), e2e.env)))
      return false;
  } finally {
    await e2e.cleanup();
  }
  if (e2eOnly) return true;
  // The slice's figures measure nothing: its results go to a directory removed afterwards.
  const results = mkdtempSync(path.join(tmpdir(), 'chat-bench-slice-'));
  const databases = postgres ? { BENCH_POSTGRES_URL: postgres } : { BENCH_DATABASES: 'pglite' };
  try {
    if (
      !(await runStage('benchmarks, a small slice', 'node', ['scripts/bench.mjs', ...BENCH_SLICE.scripts], {
        ...BENCH_SLICE.env,
        CHROME_PATH: browser,
        BENCH_RESULTS_DIR: results,
        ...databases,
      }))
    )
      return false;
    // Ratios to the recorded baseline commit, both measured here and now: never an absolute time.
    return await runStage('the chat turn against its recorded baseline (guard)', 'node', ['scripts/bench/guard.mjs'], {
      BENCH_RESULTS_DIR: results,
      ...databases,
    });
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
}

const passed = await run().catch((error) => {
  console.error(error);
  return false;
});
printStages(passed ? '✓ all tests passed' : '✗ tests failed');
process.exit(passed ? 0 : 1);

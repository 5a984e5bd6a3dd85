import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { appArgs, fromSource } from './support/app-command';
import { chromiumExecutable } from './support/browser';
import { CONSOLE_OPERATORS } from './support/operators';
import { portOf, servers } from './support/servers';

/**
 * End-to-end tests: Chromium drives the built web app served by the server bundle, started as
 * `npm start` and the Docker image start it (support/app-command.ts; support/servers.ts lists the
 * servers). One run covers everything: the embedded default, the app with a (fake) provider,
 * and, when E2E_DATABASE_URL and E2E_REDIS_URL are set, a smoke across two instances on
 * PostgreSQL and Redis.
 */
const root = path.join(import.meta.dirname, '..');
// Once, in the runner (its workers load this file too), before the web servers start: builds
// what changed since the last build, as `npm start` does, so the suite never runs a stale bundle.
if (!fromSource && process.env.TEST_WORKER_INDEX === undefined)
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: root, stdio: 'inherit' });
export const googleIssuer = servers.google;
process.env.E2E_GOOGLE_ISSUER = googleIssuer;
/** The WhatsApp webhook's app secret: tests sign webhooks with it; replies go to the outbox. */
process.env.E2E_WHATSAPP_SECRET = 'e2e-whatsapp-app-secret';
// The config is loaded again in every worker: the directories are made once and passed on.
const dataRoot = process.env.E2E_DATA_ROOT ?? mkdtempSync(path.join(tmpdir(), 'chat-e2e-'));
process.env.E2E_DATA_ROOT = dataRoot;
const dataDir = (name: string) => {
  const dir = path.join(dataRoot, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};
const scaleOut = process.env.E2E_DATABASE_URL && process.env.E2E_REDIS_URL;

const chromium = {
  executablePath: chromiumExecutable(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Dictation (attachments.spec.ts): a fake microphone, and its permission granted without a prompt.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

/** What every app server under test shares: test-friendly limits and the fake Google and WhatsApp. */
const appEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  RATE_LIMIT_MULTIPLIER: '100',
  CODE_RESEND_SECONDS: '2',
  GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'test-client-secret',
  GOOGLE_ISSUER: googleIssuer,
  WHATSAPP_APP_SECRET: process.env.E2E_WHATSAPP_SECRET,
  WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
  // The operator console's tests sign in with these (issue 22), one per project so parallel runs do not share codes.
  OPERATOR_EMAILS: CONSOLE_OPERATORS.join(','),
};

function appServer(url: string, env: Record<string, string | undefined>) {
  return {
    command: ['node', ...appArgs].join(' '),
    cwd: '..',
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { ...appEnv, PORT: String(portOf(url)), ...env } as Record<string, string>,
  };
}

const scaleOutDir = dataDir('scale-out');
const scaleOutEnv = {
  DATA_DIR: scaleOutDir,
  // Instances of one deployment share the secret of their session cookies (DESIGN §3).
  SESSION_SECRET: `e2e-scale-out-session-secret-${path.basename(dataRoot)}`,
  DATABASE_URL: process.env.E2E_DATABASE_URL,
  REDIS_URL: process.env.E2E_REDIS_URL,
  REDIS_PREFIX: `e2e-${path.basename(dataRoot)}:`,
  OPENAI_BASE_URL: servers.fakeOpenAi,
};

/** Where the servers write their outbox (DESIGN §3): tests read codes and WhatsApp replies there. */
process.env.E2E_OUTBOX_DIRS = [dataDir('demo'), dataDir('ai'), scaleOutDir]
  .map((dir) => path.join(dir, 'outbox'))
  .join(path.delimiter);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: './.artifacts',
  fullyParallel: true,
  // Two at least (a two-core machine runs two well: the servers wait on the browsers), half the cores beyond.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Service workers are blocked unless a test opts in (pwa.spec.ts): a worker would otherwise
  // outlive a test's page.route mocks, and the Android install dialog (§4), which waits for the
  // worker, would cover the screen in every phone test (Pixel 7 has an Android user agent).
  // Traces keep DOM snapshots but no screenshots: a screencast per test cost a third of the run.
  use: {
    baseURL: servers.demo,
    launchOptions: chromium,
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: 'scale-out.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    { name: 'phone', testIgnore: 'scale-out.spec.ts', use: { ...devices['Pixel 7'], launchOptions: chromium } },
    ...(scaleOut
      ? [
          {
            // The smoke, issue 20's import → search → share → export and issue 21's versions and pins on PostgreSQL.
            name: 'scale-out',
            testMatch: ['scale-out.spec.ts', 'history-portability.spec.ts', 'versions.spec.ts', 'pin-archive.spec.ts'],
            use: { ...devices['Desktop Chrome'], baseURL: servers.scaleOut[0], launchOptions: chromium },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node server/src/test/fakes/google-oidc.ts ${portOf(servers.google)}`,
      cwd: '..',
      url: `${googleIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node e2e/support/fake-openai-server.ts',
      cwd: '..',
      url: servers.fakeOpenAi,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_OPENAI_PORT: String(portOf(servers.fakeOpenAi)) },
    },
    appServer(servers.demo, { DATA_DIR: dataDir('demo') }),
    appServer(servers.ai, { DATA_DIR: dataDir('ai'), OPENAI_BASE_URL: servers.fakeOpenAi }),
    ...(scaleOut ? servers.scaleOut.map((url) => appServer(url, scaleOutEnv)) : []),
  ],
});

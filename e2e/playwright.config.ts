import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium drives the built web app served by the real server on
 * its embedded defaults (PGlite in a fresh data directory, outbox, sandbox gateways).
 */
const port = Number(process.env.E2E_PORT ?? 3217);
const baseURL = `http://localhost:${port}`;
/** The fake Google issuer (server/src/test/fakes/google-oidc.ts) listens next door. */
const googlePort = port + 1;
export const googleIssuer = `http://127.0.0.1:${googlePort}`;
process.env.E2E_GOOGLE_ISSUER = googleIssuer;
/** The WhatsApp webhook's app secret: tests sign webhooks with it; replies go to the outbox. */
process.env.E2E_WHATSAPP_SECRET = 'e2e-whatsapp-app-secret';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'chat-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
/** E2E_AI=fake serves the app with OPENAI_BASE_URL pointing at a fake OpenAI-compatible server (chat issue). */
const fakeAi = process.env.E2E_AI === 'fake';
const fakePort = Number(process.env.E2E_FAKE_AI_PORT ?? port + 40);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Service workers are blocked unless a test opts in (pwa.spec.ts): a worker would otherwise
  // outlive a test's page.route mocks, and the Android install dialog (§4), which waits for the
  // worker, would cover the screen in every phone test (Pixel 7 has an Android user agent).
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: `node server/src/test/fakes/google-oidc.ts ${googlePort}`,
      cwd: '..',
      url: `${googleIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(fakeAi
      ? [
          {
            command: 'node e2e/support/fake-openai-server.ts',
            cwd: '..',
            url: `http://127.0.0.1:${fakePort}/v1`,
            reuseExistingServer: false,
            timeout: 30_000,
            env: { FAKE_OPENAI_PORT: String(fakePort) },
          },
        ]
      : []),
    {
      command: 'node server/src/main.ts',
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        RATE_LIMIT_MULTIPLIER: '100',
        CODE_RESEND_SECONDS: '2',
        GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'test-client-secret',
        GOOGLE_ISSUER: googleIssuer,
        WHATSAPP_APP_SECRET: process.env.E2E_WHATSAPP_SECRET,
        WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
        ...(fakeAi ? { OPENAI_BASE_URL: `http://127.0.0.1:${fakePort}/v1` } : {}),
      },
    },
  ],
});

// `npm test`: every test. Unit and server tests (Vitest, PGlite or TEST_DATABASE_URL), then the
// web app is built and the end-to-end tests drive Debian's Chromium against the real server.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite';
process.env.CHROMIUM_PATH = ensureChromium();
run(`unit and server tests on ${database}`, 'npx', ['vitest', 'run']);
run('build the web app', 'npm', ['run', 'build', '--workspace', 'web']);
run('bundle budget (web/bundle-budget.json)', 'node', ['scripts/check-bundle-budget.mjs']);
run('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
// The chat and attachments again with OPENAI_BASE_URL pointing at the fake OpenAI-compatible server
// (model switch, vision parts, image generation, transcription: the real SDK client).
process.env.E2E_AI = 'fake';
run('end-to-end chat and attachments against the fake OpenAI server', 'npx', [
  'playwright',
  'test',
  '-c',
  'e2e/playwright.config.ts',
  'tests/chat.spec.ts',
  'tests/attachments.spec.ts',
]);
console.log('\n✓ all tests passed');

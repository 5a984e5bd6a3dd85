// Bench 5b (`npm run lighthouse` too): starts the real server on its embedded defaults, runs
// Lighthouse on a phone profile against / as a guest and signed in (the chat page) and /plans, prints and records
// the four category scores and the main metrics, then checks Chromium's installability of the PWA.
// Exits non-zero when the app is not installable or a score is below LIGHTHOUSE_MIN (default 0).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, request } from 'playwright-core';
import { ensureWebBuilt } from './lib/app-root.mjs';
import { signIn, startAppServer } from './lib/app-server.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.mjs';
import { writeResults } from './lib/results.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4630);
const chromePath = chromiumPath();
const minimum = Number(process.env.LIGHTHOUSE_MIN ?? 0);
const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-lighthouse-'));
// Lighthouse drives Chromium through chrome-launcher, which needs the headless mode asked for.
const flags = ['--headless=new', ...CHROMIUM_FLAGS];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

ensureWebBuilt();

/** Lighthouse (default: phone form factor, throttled) on `url`, with the session cookies set first. */
async function audit(url, cookies) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    if (cookies.length) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0].addCookies(cookies);
      await browser.close();
    }
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const { categories, configSettings, audits } = result.lhr;
    // A run Lighthouse could not complete (no paint, a crashed page…) has no metrics: say why.
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const failing = Object.values(categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1),
      )
      .map((ref) => audits[ref.id].title);
    const requests = audits['network-requests']?.details?.items ?? [];
    const signedIn = requests.some((item) => item.url.endsWith('/api/customers/profile') && item.statusCode === 200);
    return { formFactor: configSettings.formFactor, categories, audits, failing, signedIn };
  } finally {
    await chrome.kill();
  }
}

async function installability(base) {
  const profile = mkdtempSync(path.join(tmpdir(), 'chat-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url } = await cdp.send('Page.getAppManifest');
    return { manifest: url, errors: installabilityErrors.map((error) => error.errorId) };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

let failed = false;
const rows = [];
const server = await startAppServer({
  port,
  dataDir,
  env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', SESSION_SECRET: 'lighthouse-run-only-secret-0123456789abcdef' },
});
try {
  const api = await request.newContext({ baseURL: server.base });
  await signIn(api, dataDir, 'lighthouse@example.com');
  const cookies = (await api.storageState()).cookies;
  await api.dispose();
  for (const [page, pageCookies] of [
    ['/', []],
    ['/', cookies],
    ['/plans', []],
  ]) {
    const { formFactor, categories, audits, failing, signedIn } = await audit(`${server.base}${page}`, pageCookies);
    const label = `${page} ${pageCookies.length ? (signedIn ? 'signed in' : 'NOT signed in') : 'guest'}`;
    console.log(`\nLighthouse ${formFactor} profile, ${label}`);
    for (const category of Object.values(categories)) {
      const score = Math.round((category.score ?? 0) * 100);
      console.log(
        `  ${category.title.padEnd(16)} ${String(score).padStart(3)}   (target ${targets[category.id] === 100 ? '100' : `≥ ${targets[category.id]}`})`,
      );
      rows.push({ metric: `${label}: ${category.title}`, value: score, unit: 'score', target: `≥ ${targets[category.id]}` });
      if (score < minimum) failed = true;
    }
    console.log(`  metrics: ${metricIds.map((id) => `${audits[id].title} ${audits[id].displayValue}`).join(' · ')}`);
    for (const id of metricIds)
      rows.push({
        metric: `${label}: ${audits[id].title}`,
        value: +audits[id].numericValue.toFixed(id === 'cumulative-layout-shift' ? 3 : 0),
        unit: audits[id].numericUnit === 'unitless' ? '' : 'ms',
      });
    if (failing.length) console.log(`  audits below 100%: ${failing.join('; ')}`);
  }
  const install = await installability(server.base);
  console.log(
    `  Installable      ${install.errors.length === 0 ? 'yes' : `no (${install.errors.join(', ')})`}  manifest ${install.manifest}`,
  );
  if (install.errors.length > 0) failed = true;
  writeResults('60-lighthouse', 'Lighthouse, phone profile', rows);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

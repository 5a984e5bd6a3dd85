// One Lighthouse run (bench 60): its default phone profile with simulated throttling, in a Chromium
// of its own, so that no run inherits the HTTP cache, service worker or compiled code of the one
// before and each run is a phone's first load. Returns what the bench compares and prints.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

// chrome-launcher starts Chromium itself, and needs the headless mode asked for.
const flags = ['--headless=new', ...CHROMIUM_FLAGS];

/** The metrics of the targets, by Lighthouse audit id. */
export const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'Speed Index', unit: 'ms' },
];

/** The element Lighthouse took for the LCP, and its phases (TTFB, load delay, load time, render delay). */
function lcpElement(audit) {
  const [element, phases] = audit?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return undefined;
  return {
    label: node.nodeLabel,
    selector: node.selector,
    snippet: node.snippet,
    phases: (phases?.items ?? []).map((item) => ({ phase: item.phase, ms: Math.round(item.timing) })),
  };
}

/**
 * The longest main-thread tasks (simulated, i.e. as slow as on the phone), with the script each is
 * attributed to. Their breakdown by kind of work is not kept: under simulation Lighthouse times only
 * the top-level tasks, so all of it reads "other"; the main thread's breakdown below says it instead.
 */
const longTasks = (audit) => (audit?.details?.items ?? []).map(({ url, startTime, duration }) => ({ url, startTime, duration }));

/** Where the main thread's time went over the load (script evaluation, style and layout…), most first. */
const mainThread = (audit) =>
  (audit?.details?.items ?? [])
    .map(({ groupLabel, duration }) => ({ label: groupLabel, duration }))
    .sort((a, b) => b.duration - a.duration);

/**
 * Runs Lighthouse on `url` with `cookies` set first (through CDP, before the navigation; Lighthouse
 * clears the origin's storage but not its cookies). `savePath`: the full JSON report goes there.
 */
export async function lighthouseRun(url, cookies, savePath) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: flags });
  try {
    if (cookies.length) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0].addCookies(cookies);
      await browser.close();
    }
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (savePath) writeFileSync(savePath, result.report);
    const { lhr } = result;
    // A run Lighthouse could not complete (no paint, a crashed page…) has no metrics: say why.
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const { categories, audits } = lhr;
    const scores = Object.fromEntries(
      Object.values(categories).map((category) => [category.id, Math.round((category.score ?? 0) * 100)]),
    );
    const metrics = Object.fromEntries(METRICS.map(({ id }) => [id, audits[id].numericValue]));
    // The audits that cost points in the three categories scored out of 100, by title.
    const failing = Object.values(categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1),
      )
      .map((ref) => audits[ref.id].title);
    const requests = (audits['network-requests']?.details?.items ?? []).map(({ url, statusCode }) => ({
      url,
      status: statusCode,
    }));
    return {
      formFactor: lhr.configSettings.formFactor,
      titles: Object.fromEntries(Object.values(categories).map((category) => [category.id, category.title])),
      scores,
      metrics,
      failing,
      requests,
      lcpElement: lcpElement(audits['largest-contentful-paint-element']),
      longTasks: longTasks(audits['long-tasks']),
      mainThread: mainThread(audits['mainthread-work-breakdown']),
    };
  } finally {
    await chrome.kill();
  }
}

/** `<dir>/<page slug>-run<n>.json`, for LIGHTHOUSE_SAVE (open in the Lighthouse viewer or treemap). */
export const reportPath = (dir, slug, run) => (dir ? path.join(dir, `${slug}-run${run}.json`) : undefined);

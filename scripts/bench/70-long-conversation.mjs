// Bench 6: a conversation of 5,000 exchanges in Chromium. Opens it (first render, interactive),
// loads every older page by scrolling up, scrolls from top to bottom (frames, long tasks), then
// streams a 20,000-token answer from the fake OpenAI server (longest task, frame rate).
// The exchanges are seeded through the server's repository code into its PGlite database (see
// lib/seed-conversation.mjs); sign-in, the conversation and the streamed answer go through the API.
/* global window, document, requestAnimationFrame */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuilt } from './lib/app-root.mjs';
import { signIn, startAppServer, startFakeOpenAI } from './lib/app-server.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { frameSummary, installProbes, taskSummary, tasksSince } from './lib/page-probes.mjs';
import { rowRecorder, writeResults } from './lib/results.mjs';
import { seedConversation } from './lib/seed-conversation.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4620);
const EXCHANGES = Number(process.env.BENCH_EXCHANGES ?? 5000);
const STREAM_TOKENS = Number(process.env.BENCH_STREAM_TOKENS ?? 20_000);
const SCROLL_CAP_MS = 120_000;
const LOAD_CAP_MS = 300_000;
const STREAM_CAP_MS = Number(process.env.BENCH_STREAM_CAP_MS ?? 900_000);
const screenshots = process.env.BENCH_SCREENSHOTS;

ensureWebBuilt();

const rows = [];
const row = rowRecorder(rows, 48);
const list = '[data-testid="message-list"]';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-bench-long-'));
const fake = await startFakeOpenAI(PORT + 1);
const serverEnv = { OPENAI_BASE_URL: fake.baseUrl };
let server = await startAppServer({ port: PORT, dataDir, env: serverEnv });
const browser = await launchChromium();
try {
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  await signIn(context.request, dataDir, 'bench-long@example.com');
  const created = await context.request.post('/api/conversations', { data: { name: 'A long conversation' } });
  const conversationId = (await created.json()).conversation._id;
  await server.stop();
  const seedStarted = Date.now();
  await seedConversation(path.join(dataDir, 'db'), conversationId, EXCHANGES);
  server = await startAppServer({ port: PORT, dataDir, env: serverEnv });
  console.log(
    `\nLong conversation: ${EXCHANGES} exchanges (seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s), desktop 1280×800`,
  );

  // Open: first render, Markdown shown, interactive (a 2 s window without long tasks).
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  await page.goto(`/?conversation=${conversationId}`);
  await page.locator('[data-testid="message-assistant"] .markdown').first().waitFor({ timeout: 60_000 });
  await page.locator('#composer:not([disabled])').waitFor();
  let interactive;
  for (let waited = 0; interactive === undefined && waited < 30_000; waited += 250) {
    const { now, tasks, markdownAt } = await page.evaluate(() => ({
      now: performance.now(),
      tasks: window.__bench.longTasks,
      markdownAt: window.__bench.markdownAt,
    }));
    const lastEnd = Math.max(markdownAt, ...tasks.map((task) => task.start + task.duration));
    if (now - lastEnd >= 2000) interactive = lastEnd;
    else await page.waitForTimeout(250);
  }
  const opened = await page.evaluate(() => window.__bench);
  const openTasks = taskSummary(opened.longTasks.filter((task) => task.start <= (interactive ?? Infinity)));
  row('open: first render (an answer on screen)', opened.firstMessageAt, 'ms');
  row('open: Markdown rendered', opened.markdownAt, 'ms');
  row('open: time to interactive', interactive ?? Number.NaN, 'ms');
  row('open: longest task', openTasks.longest, 'ms', { target: '≤ 50 ms' });

  // Load every older page by scrolling to the top until the first question is on screen.
  const topQuestion = () =>
    page.evaluate(() =>
      Number(/Question (\d+) of/.exec(document.querySelector('[data-testid="message-user"]')?.textContent ?? '')?.[1] ?? 0),
    );
  const loadStarted = Date.now();
  const loadSince = await page.evaluate(() => performance.now());
  let pages = 0;
  while (Date.now() - loadStarted < LOAD_CAP_MS) {
    const response = page
      .waitForResponse((res) => res.url().includes('/api/conversations/chats'), { timeout: 5000 })
      .catch(() => null);
    await page.evaluate((selector) => (document.querySelector(selector).scrollTop = 0), list);
    if (!(await response)) break;
    pages += 1;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.evaluate((selector) => (document.querySelector(selector).scrollTop = 0), list);
  await page.waitForTimeout(300);
  const loadMs = Date.now() - loadStarted - 5000;
  const loadTasks = taskSummary(await tasksSince(page, loadSince));
  const first = await topQuestion();
  row('load older pages: all pages by scrolling up', loadMs / 1000, 's', {
    note: `${pages} pages, oldest shown: question ${first}`,
  });
  row('load older pages: longest task', loadTasks.longest, 'ms');

  // Scroll from top to bottom, one screen per frame.
  const scrollSince = await page.evaluate(() => performance.now());
  const scroll = await page.evaluate(
    async ({ selector, capMs }) => {
      const element = document.querySelector(selector);
      element.scrollTop = 0;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const start = performance.now();
      const intervals = [];
      let last = start;
      await new Promise((resolve) => {
        const tick = (now) => {
          intervals.push(now - last);
          last = now;
          if (element.scrollTop + element.clientHeight >= element.scrollHeight - 2 || now - start > capMs) return resolve();
          element.scrollTop += element.clientHeight;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      return { intervals, durationMs: performance.now() - start, distance: element.scrollTop, height: element.scrollHeight };
    },
    { selector: list, capMs: SCROLL_CAP_MS },
  );
  const frames = frameSummary(scroll.intervals, scroll.durationMs);
  const scrollTasks = taskSummary(await tasksSince(page, scrollSince));
  row('scroll top to bottom: duration', scroll.durationMs / 1000, 's', {
    note: `${Math.round(scroll.distance / 1000)} k px, one screen per frame`,
  });
  row('scroll top to bottom: frame rate', frames.fps, 'fps');
  row('scroll top to bottom: dropped frames', frames.dropped, 'frames', {
    note: `of ${frames.frames + frames.dropped} at 60 Hz`,
  });
  row('scroll top to bottom: long tasks', scrollTasks.count, 'tasks');
  row('scroll top to bottom: longest task', scrollTasks.longest, 'ms', { target: '≤ 50 ms' });

  // Stream a long answer at the bottom of the conversation.
  await page.evaluate(() => {
    const recorder = { intervals: [], running: true };
    window.__frames = recorder;
    let last = performance.now();
    const tick = (now) => {
      recorder.intervals.push(now - last);
      last = now;
      if (recorder.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.locator('#composer').fill(`Please write a LONG ANSWER ${STREAM_TOKENS} TOKENS for the bench.`);
  await page.locator('form:has(#composer) button[type="submit"]:not([disabled])').waitFor();
  await page.locator('#composer').press('Enter');
  const stop = page.getByRole('button', { name: 'Stop answering' });
  await stop.waitFor({ state: 'visible', timeout: 30_000 });
  const streamSince = await page.evaluate(() => ((window.__frames.intervals = []), performance.now()));
  // A page that cannot keep up may not finish: record what it did within the limit.
  const finished = await stop.waitFor({ state: 'hidden', timeout: STREAM_CAP_MS }).then(
    () => true,
    () => false,
  );
  const stream = await page.evaluate(() => {
    window.__frames.running = false;
    const answers = document.querySelectorAll('[data-testid="message-assistant"]');
    return {
      intervals: window.__frames.intervals,
      end: performance.now(),
      length: answers[answers.length - 1]?.textContent?.length ?? 0,
    };
  });
  const streamFrames = frameSummary(stream.intervals, stream.end - streamSince);
  const streamTasks = taskSummary(await tasksSince(page, streamSince));
  row('stream: tokens', STREAM_TOKENS, 'tokens', { note: `${stream.length} characters shown at the end` });
  row(
    'stream: duration',
    (stream.end - streamSince) / 1000,
    's',
    finished ? {} : { note: `not finished after ${STREAM_CAP_MS / 1000} s` },
  );
  row('stream: frame rate', streamFrames.fps, 'fps');
  row('stream: dropped frames', streamFrames.dropped, 'frames');
  row('stream: long tasks', streamTasks.count, 'tasks', { target: '0' });
  row('stream: longest task', streamTasks.longest, 'ms', { target: '≤ 50 ms' });

  if (screenshots) {
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, 'long-conversation-desktop.png') });
    const phone = await browser.newContext({
      baseURL: server.base,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
      storageState: await context.storageState(),
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`/?conversation=${conversationId}`);
    await phonePage.locator('[data-testid="message-assistant"] .markdown').first().waitFor({ timeout: 60_000 });
    await phonePage.waitForTimeout(1500);
    await phonePage.screenshot({ path: path.join(screenshots, 'long-conversation-phone.png') });
    await phone.close();
    console.log(`  screenshots in ${screenshots}`);
  }
} finally {
  await browser.close();
  await server.stop();
  await fake.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
writeResults(
  '70-long-conversation',
  `Long conversation in Chromium (${EXCHANGES} exchanges, ${STREAM_TOKENS}-token answer)`,
  rows,
);

// Bench 7 (issue 17): a long Markdown answer and a long conversation, in Chromium (1280×800).
// 1. Opening a conversation of 5,000 exchanges, to its newest answer rendered as Markdown: by a
//    click in the sidebar of the already loaded app, and by a reload (its chats are then in the
//    browser's storage, as for any returning reader).
// 2. A ≈ 50 kB Markdown answer (90 sections: code in six languages, tables, lists, formulas)
//    streamed by the fake OpenAI server through the real server: the main thread's long tasks while
//    it streams and while it completes (the final `conversation` event, highlighting).
// BENCH_EXCHANGES and BENCH_SECTIONS change the sizes; WEB_DIST serves another build (a "before");
// BENCH_TRACE=<dir> writes Chromium traces of both parts (read them with lib/trace-tasks.mjs).
/* global window, document */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuilt, webDist } from './lib/app-root.mjs';
import { signIn, startAppServer, startFakeOpenAI } from './lib/app-server.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { installProbes, newestRendered, taskSummary, tasksSince } from './lib/page-probes.mjs';
import { rowRecorder, writeResults } from './lib/results.mjs';
import { questionText, seedConversation } from './lib/seed-conversation.mjs';
import { cpuTasks, TASK_CATEGORIES, TRACE_CATEGORIES } from './lib/trace-tasks.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4640);
const EXCHANGES = Number(process.env.BENCH_EXCHANGES ?? 5000);
const SECTIONS = Number(process.env.BENCH_SECTIONS ?? 90);
const traces = process.env.BENCH_TRACE;

ensureWebBuilt();

const rows = [];
const row = rowRecorder(rows, 52);
const taskRows = (phase, tasks) => {
  const summary = taskSummary(tasks);
  row(`${phase}: longest task`, summary.longest, 'ms', { target: '≤ 50 ms' });
  row(`${phase}: tasks over 50 ms`, summary.count, 'tasks', { target: '0' });
};
// Every part is traced (lightly, or fully with BENCH_TRACE): the trace gives each task's CPU time.
const traceDir = traces ?? mkdtempSync(path.join(tmpdir(), 'chat-bench-trace-'));
const traced = async (page, name, work) => {
  const file = path.join(traceDir, `${name}.json`);
  await page
    .context()
    .browser()
    .startTracing(page, { path: file, categories: traces ? TRACE_CATEGORIES : TASK_CATEGORIES });
  let result;
  try {
    await page.evaluate(() => console.timeStamp('bench-start'));
    result = await work();
  } finally {
    await page.context().browser().stopTracing();
  }
  return { ...result, cpu: cpuTasks(JSON.parse(readFileSync(file, 'utf8')), 'bench-start') };
};
const cpuRow = (phase, tasks) =>
  row(`${phase}: longest task, CPU time`, Math.max(0, ...tasks.map((task) => task.cpu)), 'ms', {
    target: '≤ 50 ms',
    note: `${tasks.filter((task) => task.cpu > 50).length} over 50 ms (wall time also counts waiting for a core)`,
  });
const watchNewest = (question) => `window.__newest = (${newestRendered})(${JSON.stringify(question)})`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-bench-answer-'));
if (traces) mkdirSync(traces, { recursive: true });
// The browser first: a browser that fails to start leaves no server running.
const browser = await launchChromium();
const fake = await startFakeOpenAI(PORT + 1);
const serverEnv = { OPENAI_BASE_URL: fake.baseUrl, WEB_DIST: webDist };
let server = await startAppServer({ port: PORT, dataDir, env: serverEnv });
try {
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  await signIn(context.request, dataDir, 'bench-answer@example.com');
  const create = async (name) =>
    (await (await context.request.post('/api/conversations', { data: { name } })).json()).conversation._id;
  const longId = await create('Five thousand exchanges');
  await server.stop();
  await seedConversation(path.join(dataDir, 'db'), longId, EXCHANGES);
  server = await startAppServer({ port: PORT, dataDir, env: serverEnv });
  const answerId = await create('A long answer');
  console.log(`\nLong answer and long conversation (${EXCHANGES} exchanges, ${SECTIONS} sections), desktop 1280×800, ${webDist}`);

  // 1a. From the sidebar: the app is loaded on another conversation; its chats are not loaded yet.
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  await page.goto(`/?conversation=${answerId}`);
  await page.locator('#composer:not([disabled])').waitFor();
  await page.waitForTimeout(1000);
  const newest = questionText(EXCHANGES, EXCHANGES);
  const link = page.locator('[data-testid="conversation-item"] a', { hasText: 'Five thousand exchanges' });
  const clicked = await traced(page, 'open-click', async () => {
    const since = await page.evaluate(`${watchNewest(newest)}; window.__clickAt = new Promise((resolve) =>
      document.addEventListener('click', (event) => resolve(event.timeStamp), { capture: true, once: true })); performance.now()`);
    await link.click();
    const [clickAt, renderedAt] = await page.evaluate(() => Promise.all([window.__clickAt, window.__newest]));
    await page.waitForTimeout(1000);
    return { ms: renderedAt - clickAt, tasks: await tasksSince(page, since) };
  });
  row('open from the sidebar: newest answer rendered', clicked.ms, 'ms', { target: '≤ 300 ms' });
  row('open from the sidebar: longest task', taskSummary(clicked.tasks).longest, 'ms');
  cpuRow('open from the sidebar', clicked.cpu);

  // 1b. Reload: from navigation start.
  await context.addInitScript(watchNewest(newest));
  const reloaded = await traced(page, 'open-reload', async () => {
    await page.reload();
    const renderedAt = await page.evaluate(() => window.__newest);
    await page.waitForTimeout(1000);
    return { ms: renderedAt, tasks: await tasksSince(page, 0) };
  });
  row('open by reload: newest answer rendered', reloaded.ms, 'ms', { target: '≤ 300 ms', note: 'from navigation start' });
  row('open by reload: longest task', taskSummary(reloaded.tasks).longest, 'ms');

  // 2. The long answer, in its own conversation.
  await page.locator('[data-testid="conversation-item"] a', { hasText: 'A long answer' }).click();
  await page.locator('#composer:not([disabled])').waitFor();
  await page.waitForTimeout(1000);
  const answer = await traced(page, 'long-answer', async () => {
    await page.locator('#composer').fill(`Please write a MARKDOWN ANSWER ${SECTIONS} SECTIONS for the bench.`);
    const since = await page.evaluate(() => performance.now());
    await page.locator('#composer').press('Enter');
    // Polled twice a second with one CSS query: Playwright's role queries walk the whole page in it,
    // long tasks of their own once the answer is long.
    const stopShown = () => page.evaluate(() => Boolean(document.querySelector('button[aria-label="Stop answering"]')));
    await page.waitForFunction(() => document.querySelector('button[aria-label="Stop answering"]'), null, { timeout: 30_000 });
    for (const started = Date.now(); (await stopShown()) && Date.now() - started < 600_000;) await page.waitForTimeout(500);
    const streamed = await page.evaluate(() => performance.now());
    // Complete: every code block highlighted, then a second without long tasks.
    const highlighted = '[data-testid="message-assistant"] [data-testid="code-block"] .shiki';
    await page.waitForFunction(
      ({ selector, count }) => document.querySelectorAll(selector).length >= count,
      { selector: highlighted, count: SECTIONS },
      { timeout: 120_000 },
    );
    for (let quiet = false; !quiet;) {
      await page.waitForTimeout(1000);
      quiet = await page.evaluate(() =>
        window.__bench.longTasks.every((task) => task.start + task.duration < performance.now() - 1000),
      );
    }
    const settled = await page.evaluate(() => performance.now());
    const tasks = await tasksSince(page, since);
    const length = await page.evaluate(
      () => [...document.querySelectorAll('[data-testid="message-assistant"]')].at(-1).textContent.length,
    );
    return { since, streamed, settled, tasks, length };
  });
  row('long answer: streaming', (answer.streamed - answer.since) / 1000, 's', { note: `${answer.length} characters shown` });
  taskRows(
    'long answer, streaming',
    answer.tasks.filter((task) => task.start < answer.streamed),
  );
  taskRows(
    'long answer, completing',
    answer.tasks.filter((task) => task.start >= answer.streamed),
  );
  taskRows('long answer, whole', answer.tasks);
  cpuRow('long answer, whole', answer.cpu);
} finally {
  await browser.close();
  await server.stop();
  await fake.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!traces) rmSync(traceDir, { recursive: true, force: true });
}
writeResults('75-long-answer', `Long answer (${SECTIONS} sections) and opening ${EXCHANGES} exchanges, in Chromium`, rows);

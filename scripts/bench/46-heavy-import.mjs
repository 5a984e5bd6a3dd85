// Benchmark: one customer's heavy import while the server serves others (issue 37). The server as
// `npm start` runs it (lib/start-command.mjs), on PGlite unless BENCH_IMPORT_POSTGRES is set: a
// customer imports a ChatGPT export of BENCH_IMPORT_EXCHANGES exchanges (in conversations of at most
// CONVERSATION_MAX_CHARACTERS) of BENCH_IMPORT_CHARS characters a message (900 × 49,000: a ~0.5 MB ZIP inflating to ~90 MB,
// the finding), while /api/health is asked every BENCH_IMPORT_POLL_MS (200) and another
// signed-in customer lists their conversations at the same pace (a database read). Reports the
// import's time and answer, the longest health answer and how many were not 200, the other
// customer's longest read, and the server's RSS growth. Before issue 37 the import was parsed on
// the event loop and written in one transaction: health answered 503 for most of a minute.
//   BENCH_IMPORT_EXCHANGES (900)  BENCH_IMPORT_CHARS (49000)  BENCH_IMPORT_POLL_MS (200)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { heavyChatGptExportZip } from '../../e2e/support/chatgpt-export.ts';
import { signIn } from '../../server/src/test/first-use.ts';
import { pollUntilStopped } from '../../server/src/test/poll.ts';
import { residentBytes, waitForRest } from './lib/process-memory.mjs';
import { rowRecorder, writeResults } from './lib/results.mjs';
import { startBundleServer } from './lib/bundle-server.mjs';
import { startEntry } from './lib/start-command.mjs';

const EXCHANGES = Number(process.env.BENCH_IMPORT_EXCHANGES ?? 900);
const CHARS = Number(process.env.BENCH_IMPORT_CHARS ?? 49_000);
const POLL_MS = Number(process.env.BENCH_IMPORT_POLL_MS ?? 200);
const PORT = 4600 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${PORT}`;
const MIB = 1024 * 1024;

const entry = await startEntry();
const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-bench-import-'));
const server = await startBundleServer(entry, {
  port: PORT,
  dataDir,
  env: {
    RATE_LIMIT_MULTIPLIER: '1000',
    ...(process.env.BENCH_IMPORT_POSTGRES ? { DATABASE_URL: process.env.BENCH_IMPORT_POSTGRES } : {}),
  },
});
const rows = [];
const record = rowRecorder(rows);
try {
  const importer = await signIn(base, dataDir, 'importer@example.com');
  const bystander = await signIn(base, dataDir, 'bystander@example.com');
  const file = heavyChatGptExportZip('Heavy', EXCHANGES, CHARS);
  console.log(`export: ${(file.length / MIB).toFixed(2)} MB ZIP, ${EXCHANGES} exchanges of ${CHARS} characters a message`);
  await waitForRest(server.pid);
  const before = residentBytes(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 20);
  const health = pollUntilStopped(() => fetch(`${base}/api/health`), POLL_MS);
  const reads = pollUntilStopped(() => fetch(`${base}/api/conversations`, { headers: { cookie: bystander } }), POLL_MS);
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'application/zip' }), 'chatgpt-export.zip');
  const started = performance.now();
  const answer = await fetch(`${base}/api/conversations/import`, {
    method: 'POST',
    body: form,
    headers: { cookie: importer, origin: base },
  });
  const importMs = performance.now() - started;
  const body = await answer.text();
  const [healthAnswers, readAnswers] = await Promise.all([health.stop(), reads.stop()]);
  clearInterval(sampler);
  console.log(`import: ${answer.status} in ${(importMs / 1000).toFixed(1)} s ${body.slice(0, 120)}`);
  const longest = (answers) => Math.max(...answers.map((one) => one.ms));
  record('import answered', answer.status, 'status');
  record('import time', importMs / 1000, 's');
  record('health: longest answer during the import', longest(healthAnswers), 'ms', { target: '≤ 1,000 ms' });
  record(
    'health: answers other than 200',
    healthAnswers.filter((one) => one.status !== 200).length,
    `of ${healthAnswers.length}`,
    {
      target: '0',
    },
  );
  record("another customer's read: longest during the import", longest(readAnswers), 'ms');
  record('server RSS growth during the import', (peak - before) / MIB, 'MB');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
writeResults('46-heavy-import', `A heavy import (${EXCHANGES} exchanges × ${CHARS} characters) beside other requests`, rows);

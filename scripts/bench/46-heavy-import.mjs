// Benchmark: one customer's heavy import while the server serves others (issue 37). The server as
// `npm start` runs it (lib/start-command.mjs), on PGlite unless BENCH_IMPORT_POSTGRES is set: a
// customer imports a ChatGPT export whose one conversation holds BENCH_IMPORT_EXCHANGES exchanges
// of BENCH_IMPORT_CHARS characters a message (900 × 49,000: a ~0.5 MB ZIP inflating to ~90 MB,
// the finding), while /api/health is asked every BENCH_IMPORT_POLL_MS (200) and another
// signed-in customer lists their conversations at the same pace (a database read). Reports the
// import's time and answer, the longest health answer and how many were not 200, the other
// customer's longest read, and the server's RSS growth. Before issue 37 the import was parsed on
// the event loop and written in one transaction: health answered 503 for most of a minute.
//   BENCH_IMPORT_EXCHANGES (900)  BENCH_IMPORT_CHARS (49000)  BENCH_IMPORT_POLL_MS (200)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chatGptConversation, chatGptExportZip } from '../../e2e/support/chatgpt-export.ts';
import { signIn } from '../../server/src/test/first-use.ts';
import { residentBytes, waitForRest } from './lib/process-memory.mjs';
import { rowRecorder, writeResults } from './lib/results.mjs';
import { startEntry, untilHealthy } from './lib/start-command.mjs';

const EXCHANGES = Number(process.env.BENCH_IMPORT_EXCHANGES ?? 900);
const CHARS = Number(process.env.BENCH_IMPORT_CHARS ?? 49_000);
const POLL_MS = Number(process.env.BENCH_IMPORT_POLL_MS ?? 200);
const PORT = 4600 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${PORT}`;
const MIB = 1024 * 1024;

/** A long message of real words, different per exchange so nothing is shared between rows. */
const WORDS = 'garden travel river mountain coffee history music piano window letter engine orange silver forest'.split(' ');
const longText = (seed) => {
  const words = [];
  for (let length = 0, index = 0; length < CHARS; index += 1) {
    const word = WORDS[(index * 7 + seed) % WORDS.length];
    words.push(word);
    length += word.length + 1;
  }
  return words.join(' ').slice(0, CHARS);
};

function exportZip() {
  const turns = Array.from({ length: EXCHANGES }, (_, turn) => ({ user: longText(turn), assistant: longText(turn + 1) }));
  const conversation = chatGptConversation({ title: 'Heavy', createdAt: new Date(Date.now() - 86_400_000), turns });
  return chatGptExportZip([conversation]).buffer;
}

async function startServer(entry, dataDir) {
  const child = spawn(process.execPath, [...entry.flags, entry.main], {
    cwd: tmpdir(),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      RATE_LIMIT_MULTIPLIER: '1000',
      ...(process.env.BENCH_IMPORT_POSTGRES ? { DATABASE_URL: process.env.BENCH_IMPORT_POSTGRES } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await untilHealthy(base, child);
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Asks `url` every POLL_MS until stopped; answers each request's time and status. */
function poll(url, headers = {}) {
  const answers = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const status = await fetch(url, { headers }).then(
        (response) => response.arrayBuffer().then(() => response.status),
        () => 0,
      );
      answers.push({ ms: performance.now() - started, status });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return answers;
    },
  };
}

const entry = await startEntry();
const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-bench-import-'));
const server = await startServer(entry, dataDir);
const rows = [];
const record = rowRecorder(rows);
try {
  const importer = await signIn(base, dataDir, 'importer@example.com');
  const bystander = await signIn(base, dataDir, 'bystander@example.com');
  const file = exportZip();
  console.log(`export: ${(file.length / MIB).toFixed(2)} MB ZIP, ${EXCHANGES} exchanges of ${CHARS} characters a message`);
  await waitForRest(server.pid);
  const before = residentBytes(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 20);
  const health = poll(`${base}/api/health`);
  const reads = poll(`${base}/api/conversations`, { cookie: bystander });
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

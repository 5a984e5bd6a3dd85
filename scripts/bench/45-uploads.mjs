// Benchmark: parallel uploads. The server as `npm start` runs it (lib/start-command.mjs) on PGlite;
// BENCH_UPLOADS signed-in customers each send one file of BENCH_UPLOAD_MIB MiB at the same moment
// (POST /api/files, multipart, over real HTTP), BENCH_RUNS times. Reports the server's resident
// memory at rest before, its highest while the uploads run (VmRSS read every 10 ms from /proc) and
// the time until every upload answered. Issue 19 measured 436 → 802 MB for 12 × 19 MiB when each
// file was held whole in memory before it was stored; streamed, the peak should not grow with the
// size of the files.
//   BENCH_UPLOADS (12)  BENCH_UPLOAD_MIB (19)  BENCH_RUNS (3)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signIn } from '../../server/src/test/first-use.ts';
import { residentBytes, waitForRest } from './lib/process-memory.mjs';
import { median, rowRecorder, writeResults } from './lib/results.mjs';
import { startBundleServer } from './lib/bundle-server.mjs';
import { startEntry } from './lib/start-command.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 12);
const MIB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MIB ?? 19) * MIB;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = 4500 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${PORT}`;

/** One file per customer, all sent at once; answers the highest RSS seen meanwhile and the time taken. */
async function uploadAll(pid, cookies) {
  // A text file: every byte is checked as text on the way (the slowest kind to store).
  const file = new Blob([Buffer.alloc(SIZE, 'a')], { type: 'text/plain' });
  let peak = residentBytes(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 10);
  const started = performance.now();
  try {
    const answers = await Promise.all(
      cookies.map((cookie) => {
        const form = new FormData();
        form.append('file', file, 'large.txt');
        return fetch(`${base}/api/files`, { method: 'POST', body: form, headers: { cookie, origin: base } });
      }),
    );
    const refused = answers.filter((answer) => answer.status !== 201);
    if (refused.length) throw new Error(`${refused.length} uploads refused: ${refused[0].status} ${await refused[0].text()}`);
  } finally {
    clearInterval(sampler);
  }
  return { peak: Math.max(peak, residentBytes(pid)), ms: performance.now() - started };
}

const runs = [];
const entry = await startEntry();
for (let run = 0; run < RUNS; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-bench-uploads-'));
  // One address signs in every customer and uploads as fast as it can.
  const server = await startBundleServer(entry, { port: PORT, dataDir, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  try {
    const cookies = [];
    for (let i = 0; i < UPLOADS; i += 1) cookies.push(await signIn(base, dataDir, `uploads-${run}-${i}@example.com`));
    await waitForRest(server.pid);
    const before = residentBytes(server.pid);
    const { peak, ms } = await uploadAll(server.pid, cookies);
    runs.push({ before, peak, ms });
    console.log(
      `run ${run + 1}: RSS ${(before / MIB).toFixed(0)} → peak ${(peak / MIB).toFixed(0)} MB, ${UPLOADS} × ${SIZE / MIB} MiB in ${(ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
const record = rowRecorder(rows);
const label = `${UPLOADS} parallel uploads of ${SIZE / MIB} MiB`;
record('server RSS at rest before', median(runs.map((run) => run.before)) / MIB, 'MB');
record(`server RSS peak, ${label}`, median(runs.map((run) => run.peak)) / MIB, 'MB');
record(`server RSS growth, ${label}`, median(runs.map((run) => run.peak - run.before)) / MIB, 'MB', {
  target: '≤ 100 MB',
  note: `median of ${RUNS}`,
});
record(`time until all answered, ${label}`, median(runs.map((run) => run.ms)) / 1000, 's');
writeResults('45-uploads', 'Parallel uploads (server memory)', rows);

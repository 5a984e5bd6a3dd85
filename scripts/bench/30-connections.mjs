// Benchmark 3, connections: memory per idle authenticated socket (server RSS and heap after GC,
// with and without BENCH_IDLE_SOCKETS sockets), and the most concurrent sockets one instance holds
// on this machine: sockets are added until one fails or BENCH_MAX_SOCKETS is reached. The server
// runs with its file-descriptor limit raised to the hard limit (in this bench only, not in the
// product); this process re-runs itself under the same raised limit. On PGlite (the database only
// takes part in the handshake's session check).
//   BENCH_IDLE_SOCKETS (2000)  BENCH_MAX_SOCKETS (hard fd limit − 300)  BENCH_SOCKET_BATCH (250)
import { spawnSync } from 'node:child_process';
import { writeResults } from './lib/results.mjs';
import { connectSocket } from './lib/server-process.mjs';
import { startLoadServer } from './lib/load-server.mjs';

const limit = (flag) => Number(spawnSync('bash', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).stdout.trim());
if (!process.env.BENCH_FD_RAISED && limit('-Sn') < limit('-Hn')) {
  const rerun = spawnSync(
    'bash',
    ['-c', 'ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"', process.execPath, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_FD_RAISED: '1' },
    },
  );
  process.exit(rerun.status ?? 1);
}

const FD_LIMIT = limit('-Hn');
const IDLE = Number(process.env.BENCH_IDLE_SOCKETS ?? 2000);
const MAX = Number(process.env.BENCH_MAX_SOCKETS ?? FD_LIMIT - 300);
const BATCH = Number(process.env.BENCH_SOCKET_BATCH ?? 250);
const KB = 1024;
const MB = 1_048_576;

// Its 100 customers hold 20 sockets each and more: far over a person's cap of 20 (SOCKETS_PER_CUSTOMER).
const server = await startLoadServer({ raiseFdLimit: true, env: { SOCKETS_PER_CUSTOMER: '1000000' } });
const customers = await server.ask('seed', { n: 100 });
const sockets = [];
const connect = (index) =>
  connectSocket(server.url, customers[index % customers.length], { reconnection: false, timeout: 20_000 });
/** Adds sockets up to `target`, a batch at a time; stops at the first batch with a failure. */
async function growTo(target) {
  while (sockets.length < target) {
    const size = Math.min(BATCH, target - sockets.length);
    const settled = await Promise.allSettled(Array.from({ length: size }, (_, i) => connect(sockets.length + i)));
    for (const result of settled) if (result.status === 'fulfilled') sockets.push(result.value);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) return failed.reason?.message ?? String(failed.reason);
  }
  return undefined;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

await growTo(20); // warm: the handshake code paths are compiled before the baseline
for (const socket of sockets.splice(0)) socket.close();
await settle();
const empty = await server.ask('usage');
await growTo(IDLE);
await settle();
const idle = await server.ask('usage');
const perSocketRss = (idle.rss - empty.rss) / sockets.length;
const perSocketHeap = (idle.heapUsed - empty.heapUsed) / sockets.length;
console.log(
  `${sockets.length} idle sockets: RSS ${(empty.rss / MB).toFixed(0)} → ${(idle.rss / MB).toFixed(0)} MB, ${(perSocketRss / KB).toFixed(1)} KiB RSS and ${(perSocketHeap / KB).toFixed(1)} KiB heap per socket`,
);

const started = performance.now();
const failure = await growTo(MAX);
const held = await server.ask('sockets');
const full = await server.ask('usage');
const why = failure ? `stopped by: ${failure}` : `the bench's cap (hard fd limit ${FD_LIMIT} per process)`;
console.log(
  `held ${held} concurrent sockets (${why}); ${((performance.now() - started) / 1000).toFixed(1)} s to connect, server RSS ${(full.rss / MB).toFixed(0)} MB`,
);

const atScale = (full.rss - empty.rss) / held;
console.log(`server RSS per socket at ${held} sockets: ${(atScale / KB).toFixed(1)} KiB`);
writeResults('30-connections', 'Connections (idle authenticated sockets)', [
  {
    metric: 'memory per idle socket (JS heap)',
    value: Number((perSocketHeap / KB).toFixed(1)),
    unit: 'KiB',
    note: `${IDLE} sockets, after GC`,
  },
  {
    metric: 'memory per idle socket (RSS)',
    value: Number((perSocketRss / KB).toFixed(1)),
    unit: 'KiB',
    note: `${IDLE} sockets, after GC`,
  },
  { metric: 'memory per socket at the most sockets (RSS)', value: Number((atScale / KB).toFixed(1)), unit: 'KiB' },
  { metric: 'concurrent sockets held', value: held, unit: 'sockets', note: why },
  { metric: `server RSS with ${held} sockets`, value: Number((full.rss / MB).toFixed(0)), unit: 'MB' },
]);
for (const socket of sockets) socket.close();
await server.close();

// The server as `npm start` runs it (lib/start-command.mjs's entry), spawned by a bench that reads
// its memory from /proc (the pid) on a data directory of its own, on loopback.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { untilHealthy } from './start-command.mjs';

/** Starts `entry` on 127.0.0.1:`port` with DATA_DIR `dataDir` and `env`; resolves once it answers health. */
export async function startBundleServer(entry, { port, dataDir, env = {} }) {
  const child = spawn(process.execPath, [...entry.flags, entry.main], {
    cwd: tmpdir(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await untilHealthy(`http://127.0.0.1:${port}`, child);
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

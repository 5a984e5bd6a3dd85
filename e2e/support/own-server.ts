import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { templateDir } from '../../server/src/db/pglite/template.ts';
import { appArgs } from './app-command';

export interface OwnServer {
  origin: string;
  /** Where it writes its outbox (DESIGN §3): read codes and notices there. */
  outboxDir: string;
  /** Stops the server and resolves once it has exited, so its port is free for the next one. */
  stop(): Promise<void>;
}

/**
 * An app server a test starts for itself (the embedded defaults plus `env`), started as the
 * suite's servers are (support/app-command.ts) on an empty data directory, which it fills from the
 * database template as a first start does; with `prepare`, the template is copied first and
 * prepared. Resolves once it answers its health check; if it never does, the failure carries what
 * the server printed.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  /** Runs on the data directory before the server starts (search.spec.ts seeds a long conversation). */
  prepare?: (dataDir: string) => Promise<void>,
): Promise<OwnServer> {
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-own-server-'));
  if (prepare) {
    cpSync(templateDir, path.join(dataDir, 'db'), { recursive: true });
    await prepare(dataDir);
  }
  const server = spawn(process.execPath, appArgs, {
    cwd: path.join(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The wait ends on the health check answering; the cap only bounds a server that never does.
  const healthy = () =>
    fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  try {
    await expect.poll(healthy, { timeout: 60_000 }).toBe(true);
  } catch (error) {
    await stop();
    throw new Error(`The server on ${origin} never answered its health check. It printed:\n${output}`, { cause: error });
  }
  return { origin, outboxDir: path.join(dataDir, 'outbox'), stop };
}

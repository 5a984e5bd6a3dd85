import { spawn } from 'node:child_process';
import { API_PREFIX, routes } from '@chat/protocol';
import { expect } from 'vitest';
import { cookiesOf } from './first-use.ts';
import { latestCode, readOutbox } from './outbox.ts';

const MAIN = new URL('../main.ts', import.meta.url).pathname;

/** What runs: the sources by default, or another entry (the bundle, server/dist/main.js) with its Node flags. */
export interface Entry {
  main: string;
  nodeArgs?: string[];
  /** The working directory: the data directory unless given (a developer's .env must not reach the server). */
  cwd?: string;
}

export interface ServerProcess {
  url: string;
  /** Sends the signal and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The real server (`server/src/main.ts`) in a process of its own, on the pinned Node (the one
 * running the tests), on its embedded defaults in `dataDir` plus `env` (a variable set to
 * undefined is left out). Resolves once it listens; if it exits first, the failure carries what it
 * printed.
 */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string | undefined> = {},
  entry: Entry = { main: MAIN },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(entry.nodeArgs ?? []), entry.main], {
    cwd: entry.cwd ?? dataDir,
    env: definedOnly({
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: '100',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let listening: RegExpExecArray | null = null;
    // Read for as long as the server runs: a full pipe would block its logger, and so the server.
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (listening) return;
      listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!listening) return;
      resolve({
        url: listening[1]!,
        kill: async (signal) => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  });
}

const definedOnly = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) as Record<string, string>;

/** Signs `email` in through the API with the code the server wrote to its outbox; answers the session cookie. */
export async function signInThroughOutbox(url: string, dataDir: string, email: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(url + API_PREFIX + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(body),
    });
  expect((await post(routes.requestSignInCode.path, { identifier: email })).status).toBe(200);
  await expect.poll(async () => (await readOutbox(dataDir, email)).length).toBeGreaterThan(0);
  const verified = await post(routes.codeLogin.path, { identifier: email, code: await latestCode(dataDir, email) });
  expect(verified.status).toBe(200);
  return cookiesOf(verified.headers);
}

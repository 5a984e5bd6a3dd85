// The real server (and the fake OpenAI server) as child processes for the browser benches.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { appRoot, repoRoot, webDist } from './app-root.mjs';
import { startEntry } from './start-command.mjs';

async function waitFor(url, timeoutMs = 90_000) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startProcess(args, env, readyUrl, cwd = repoRoot) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    ready: waitFor(readyUrl),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The server of the checkout under measurement (lib/app-root.mjs), as `npm start` runs it (its
 * bundle, built first when its sources changed), on its embedded defaults (PGlite in dataDir),
 * serving that checkout's built web app unless `env.WEB_DIST` says otherwise.
 */
export async function startAppServer({ port, dataDir, env = {} }) {
  const base = `http://localhost:${port}`;
  const { main, flags } = await startEntry();
  const server = startProcess(
    [...flags, main],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      RATE_LIMIT_MULTIPLIER: '100',
      WEB_DIST: webDist,
      ...env,
    },
    `${base}/api/health`,
    appRoot,
  );
  await server.ready;
  return { base, stop: server.stop };
}

/** e2e/support/fake-openai-server.ts on `port`; answers "LONG ANSWER n TOKENS" with n tokens. */
export async function startFakeOpenAI(port) {
  const fake = startProcess(
    ['e2e/support/fake-openai-server.ts'],
    { FAKE_OPENAI_PORT: String(port) },
    `http://127.0.0.1:${port}/v1`,
  );
  await fake.ready;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, stop: fake.stop };
}

/** Signs `email` in through the accounts API (code from the outbox); `request` keeps the cookie. */
export async function signIn(request, dataDir, email) {
  const otp = await request.post('/api/customers/auth/otp', { data: { identifier: email } });
  if (!otp.ok()) throw new Error(`otp: ${otp.status()} ${await otp.text()}`);
  let code;
  for (let attempt = 0; !code && attempt < 100; attempt += 1) {
    const dir = path.join(dataDir, 'outbox');
    const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json'));
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      if (message.to === email) code = message.text.match(/\b(\d{6})\b/)?.[1];
    }
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error(`no sign-in code for ${email} in the outbox`);
  const verify = await request.post('/api/customers/auth/login/verify', { data: { identifier: email, code } });
  if (!verify.ok()) throw new Error(`verify: ${verify.status()} ${await verify.text()}`);
}

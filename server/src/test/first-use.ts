import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { io } from 'socket.io-client';

/**
 * A customer's first use of a running server, over HTTP and the socket as the web app does it:
 * sign in with an e-mail code read from the outbox, list the chats and plans, open the socket. The
 * footprint bench (scripts/bench/40-footprint.mjs) measures the server after it; the image's test
 * checks that it works. Plain fetch, no test framework: the bench runs it too.
 */
async function codeFromOutbox(dataDir: string, email: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  // The outbox is written before the request answers; a few reads cover a slow file system.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const file of (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json'))) {
      const message = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { to: string; text: string };
      const code = message.to === email ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no sign-in code for ${email} in ${dir}`);
}

interface Call {
  method?: string;
  body?: object;
  cookie?: string;
}

async function call(base: string, route: string, { method = 'GET', body, cookie }: Call = {}): Promise<Response> {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      origin: base,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response;
}

/** The `name=value` pairs a response set, for the next request's Cookie header. */
export const cookiesOf = (headers: Headers): string =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Signs `email` in on the server at `base` (the outbox is in dataDir); answers the session cookie. */
export async function signIn(base: string, dataDir: string, email: string): Promise<string> {
  await call(base, '/customers/auth/otp', { method: 'POST', body: { identifier: email } });
  const code = await codeFromOutbox(dataDir, email);
  const verified = await call(base, '/customers/auth/login/verify', { method: 'POST', body: { identifier: email, code } });
  const cookie = cookiesOf(verified.headers);
  if (!cookie) throw new Error('signing in set no cookie');
  return cookie;
}

/** Health and readiness, sign-in, the chats and the plans, then a socket connected and closed. Answers what it saw. */
export async function firstUse(base: string, dataDir: string) {
  const health = (await (await call(base, '/health')).json()) as { status: string };
  const ready = (await (await call(base, '/ready')).json()) as { status: string; database: string; redis: string };
  const cookie = await signIn(base, dataDir, `first-use-${Date.now()}@example.com`);
  const chats = await (await call(base, '/conversations/chats', { cookie })).json();
  const plans = await (await call(base, '/plans', { cookie })).json();
  const socket = io(base, { path: '/socket', transports: ['websocket'], extraHeaders: { cookie, origin: base } });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  } finally {
    socket.close();
  }
  return { health, ready, chats, plans, socketConnected: true };
}

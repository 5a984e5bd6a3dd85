// A customer's first use of a running server, over HTTP and the socket as the web app does it:
// sign in with an e-mail code read from the outbox, list the chats, open the socket. The
// footprint bench measures the server after it, and the bundle's test checks that it works.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { io } from 'socket.io-client';

async function codeFromOutbox(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  // The outbox is written before the request answers; a few reads cover a slow file system.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const file of (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json'))) {
      const message = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      const code = message.to === email ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no sign-in code for ${email} in ${dir}`);
}

async function call(base, route, { method = 'GET', body, cookie } = {}) {
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

/** Signs `email` in on the server at `base` (PGlite or PostgreSQL; the outbox is in dataDir). Answers the session cookie. */
export async function signIn(base, dataDir, email = `first-use-${Date.now()}@example.com`) {
  await call(base, '/customers/auth/otp', { method: 'POST', body: { identifier: email } });
  const code = await codeFromOutbox(dataDir, email);
  const verified = await call(base, '/customers/auth/login/verify', { method: 'POST', body: { identifier: email, code } });
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('signing in set no cookie');
  return cookie;
}

/** Health, sign-in, the chats and the plans, then a socket connected and closed. Answers what it saw. */
export async function firstUse(base, dataDir) {
  const health = await (await call(base, '/health')).json();
  const cookie = await signIn(base, dataDir);
  const chats = await (await call(base, '/conversations/chats', { cookie })).json();
  const plans = await (await call(base, '/plans', { cookie })).json();
  const socket = io(base, { path: '/socket', transports: ['websocket'], extraHeaders: { cookie, origin: base } });
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  } finally {
    socket.close();
  }
  return { health, chats, plans, socketConnected: true };
}

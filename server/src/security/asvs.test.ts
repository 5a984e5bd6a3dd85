import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { useTestApp } from '../test/app.ts';
import { createSignedInCustomer } from '../test/customers.ts';
import { latestCode, readOutbox } from '../test/outbox.ts';

/** OWASP ASVS 5.0 level 2 requirements that had no test of their own elsewhere (SECURITY.md lists all). */
const server = useTestApp();

async function signInWithCode(target: FastifyInstance, identifier: string, headers: Record<string, string> = {}) {
  const json = { 'content-type': 'application/json', ...headers };
  await target.inject({ method: 'POST', url: '/api/customers/auth/otp', headers: json, payload: { identifier } });
  const code = await latestCode(target.config.dataDir, identifier);
  const response = await target.inject({
    method: 'POST',
    url: '/api/customers/auth/login/verify',
    headers: json,
    payload: { identifier, code },
  });
  return { code, response };
}

describe('ASVS 6.5.3 / 6.5.4: one-time codes', () => {
  it('are 6 random digits (≥ 20 bits), differ from code to code, and are stored only hashed', async () => {
    const codes: string[] = [];
    for (let index = 0; index < 8; index++) {
      const identifier = `codes-${index}@example.com`;
      await server.http.post('/api/customers/auth/otp', { identifier });
      codes.push(await latestCode(server.app.config.dataDir, identifier));
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const stored = JSON.stringify(await server.app.database.db.select().from(schema.oneTimeCodes));
    for (const code of codes) expect(stored).not.toContain(code);
  });
});

describe('ASVS 7.2.3: session tokens', () => {
  it('carry at least 128 bits and the database keeps only a hash of them', async () => {
    const { response } = await signInWithCode(server.app, 'token@example.com');
    const token = response.cookies.find((cookie) => cookie.name === server.app.sessionCookie)!.value;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const stored = JSON.stringify(await server.app.database.db.select().from(schema.sessions));
    expect(stored).not.toContain(token);
  });
});

describe('ASVS 11.4.2: password hashing', () => {
  it('uses argon2id with m = 19 MiB, t = 2, p = 1 and a salt per hash', async () => {
    const first = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse battery staple')).not.toBe(first);
  });
});

describe('ASVS 3.3.1–3.3.4 and 4.4.1: production cookies and transport', () => {
  const origin = 'https://chat.example';
  const production = useTestApp({
    env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters', PUBLIC_URL: origin },
  });

  it('set the session cookie as __Host-sid: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const { response } = await signInWithCode(production.app, 'prod@example.com', { origin });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === '__Host-sid')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
  });

  it('tell browsers to use TLS only (HSTS, upgrade-insecure-requests), so the socket is wss:// too', async () => {
    const response = await production.app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{6,}/);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('ASVS 3.5.3: no state change on GET', () => {
  it('leaves every table as it was after a signed-in GET of every route', async () => {
    const customer = await createSignedInCustomer(server.app);
    const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(
            async (table) =>
              [getTableName(table), (await server.app.database.db.select({ n: count() }).from(table))[0]!.n] as const,
          ),
        ),
      );
    const outbox = (await readOutbox(server.app.config.dataDir)).length;
    const before = await counts();
    const gets = server.app.routeTable.filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) {
      const response = await server.app.inject({
        url: route.url.replace(/:\w+/g, '0'.repeat(24)),
        headers: { cookie: customer.cookie },
      });
      expect(response.statusCode, route.url).toBeLessThan(500);
    }
    expect(await counts()).toEqual(before);
    expect((await readOutbox(server.app.config.dataDir)).length).toBe(outbox);
  });
});

describe('ASVS 16.2.5: logs', () => {
  it('never contain the code, the session token or the password of a sign-in, at info level', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chat-asvs-logs-'));
    const server = spawn(process.execPath, ['src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let logs = '';
    server.stdout.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start: ${logs}`)), 50_000);
        const poll = setInterval(() => {
          const found = logs.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/i) ?? logs.match(/(http:\/\/127\.0\.0\.1:\d+)/);
          if (found) {
            clearInterval(poll);
            clearTimeout(timer);
            resolve(found[1]!);
          }
        }, 50);
      });
      const post = (route: string, body: object, cookie = '') =>
        fetch(`${url}/api${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url, cookie },
          body: JSON.stringify(body),
        });
      const identifier = 'logged@example.com';
      await post('/customers/auth/otp', { identifier });
      const code = await latestCode(dataDir, identifier);
      const signedIn = await post('/customers/auth/login/verify', { identifier, code });
      const token = /sid=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]!;
      const password = 'a-password-nobody-should-log-42';
      await post('/customers/auth/login', { identifier, password });
      await fetch(`${url}/api/customers/profile`, { headers: { cookie: `sid=${token}` } });
      // The server has logged the end of each of those four requests (its stdout arrives as it comes).
      await expect.poll(() => logs.match(/request completed/g)?.length ?? 0, { timeout: 20_000 }).toBe(4);
      expect(logs).toMatch(/signed in/);
      expect(logs).not.toContain(code);
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(password);
    } finally {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

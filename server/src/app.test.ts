import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './test/app.ts';

/** A route that stands for any JSON endpoint, to exercise the shared request handling. */
const echoRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post('/echo', { schema: { body: z.object({ text: z.string().max(10) }).strict() } }, async (request) => ({
    text: request.body.text,
  }));
};
const server = useTestApp({ extraRoutes: echoRoutes });

describe('GET /api/health (liveness) and /api/ready (readiness)', () => {
  it('answers ok, and ready when the database is reachable', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect((await server.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ database: 'ok' });
  });

  it('stays live when the database does not answer; readiness says 503 "unreachable", without the cause', async () => {
    const brokenApp = await buildTestApp({ ...server.database, ping: () => Promise.reject(new Error('connection refused')) });
    expect((await brokenApp.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const response = await brokenApp.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    expect(response.body).not.toContain('connection refused');
    await brokenApp.close();
  });
});

describe('errors', () => {
  it('answers unknown API paths with {message, code} 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/nowhere', code: 'not_found' });
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, frame denial and the popup-friendly COOP', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('cross-site request defence (ASVS 3.5)', () => {
  const post = (headers: Record<string, string>, payload?: string) =>
    server.app.inject({ method: 'POST', url: '/api/echo', headers, ...(payload === undefined ? {} : { payload }) });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const response = await post({ origin: 'https://evil.example', 'content-type': 'application/json' }, '{}');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Requests from other sites are not allowed.', code: 'foreign_origin' });
  });

  it('refuses a cross-site request without Origin that Fetch Metadata marks as cross-site', async () => {
    const response = await post({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, '{}');
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'a=1'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['text/plain', '{}'],
  ])('refuses a %s body (what a cross-site form sends) with 415', async (type, payload) => {
    const response = await post({ host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': type }, payload);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('lets a same-origin JSON request through, and one from an API client without Origin', async () => {
    const sameOrigin = await post(
      { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json' },
      '{"text":"hi"}',
    );
    expect(sameOrigin.statusCode).toBe(200);
    expect(sameOrigin.json()).toEqual({ text: 'hi' });
    const noOrigin = await post({ 'content-type': 'application/json' }, '{"text":"hi"}');
    expect(noOrigin.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  const send = (payload: string) =>
    server.app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload });

  it('answers malformed JSON with 400', async () => {
    const response = await send('{"text":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'bad_request' });
  });

  it('answers a schema violation with 400 naming the field', async () => {
    const response = await send(JSON.stringify({ text: 'far too long for ten' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().message).toContain('text');
  });

  it('rejects unknown fields', async () => {
    const response = await send(JSON.stringify({ text: 'ok', admin: true }));
    expect(response.statusCode).toBe(400);
  });

  it('answers an oversized body with 413 without reading it all', async () => {
    const response = await send(JSON.stringify({ text: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.', code: 'payload_too_large' });
  });
});

describe('web app serving', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'chat-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'plans.html'), '<!doctype html><title>plans</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  });
  const web = useTestApp({ env: () => ({ WEB_DIST: dist }) });

  it('serves index.html for app paths (SPA fallback) without caching it', async () => {
    for (const url of ['/', '/nowhere', '/account/profile', '/auth/login?x=1']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends /plans its own pre-rendered page, every other page index.html (issue 39)', async () => {
    const plans = await web.app.inject({ method: 'GET', url: '/plans?duration=year' });
    expect(plans.statusCode).toBe(200);
    expect(plans.headers['cache-control']).toBe('no-cache');
    expect(plans.body).toContain('<title>plans</title>');
    for (const url of ['/', '/plans/other', '/subscribe'])
      expect((await web.app.inject({ method: 'GET', url })).body, url).toContain('<title>app</title>');
  });

  it('keeps shared conversation pages (/s/<token>) out of search engines, and only those (issue 20)', async () => {
    const shared = await web.app.inject({ method: 'GET', url: '/s/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toContain('text/html');
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shared.headers['referrer-policy']).toBe('no-referrer');
    expect((await web.app.inject({ method: 'GET', url: '/account/profile' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('sends the pre-compressed asset to a browser that accepts brotli', async () => {
    const response = await web.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('caches hashed assets for a year and 404s missing files and API paths', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await web.app.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode).toBe(404);
    const api = await web.app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });
});

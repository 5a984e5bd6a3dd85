import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { redisAvailable, testRedisUrl, uniqueRedisPrefix } from '../../test/redis.ts';
import { sendBody } from '../../test/chat-ids.ts';
import { connectSocket, emitEvent, nextEvent } from '../../test/socket.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const hasRedis = await redisAvailable();

const server = useTestApp({ env: { METRICS_TOKEN }, listen: true });

describe('GET /api/ready', () => {
  it('is ready on a single instance without Redis', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not-configured' });
  });

  it('is unavailable (503) when the database does not answer', async () => {
    const broken = await buildTestApp({ ...server.database, ping: () => Promise.reject(new Error('down')) });
    const response = await broken.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    await broken.close();
  });

  it('is unavailable (503) when the configured Redis does not answer, and starts anyway', async () => {
    const withoutRedis = await buildTestApp(server.database, { REDIS_URL: 'redis://127.0.0.1:1' });
    const response = await withoutRedis.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'unreachable' });
    // Liveness does not depend on Redis: the instance keeps serving on its own.
    expect((await withoutRedis.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await withoutRedis.close();
  });

  it.runIf(hasRedis)('is ready with a reachable Redis', async () => {
    const withRedis = await buildTestApp(server.database, { REDIS_URL: testRedisUrl, REDIS_PREFIX: uniqueRedisPrefix() });
    const response = await withRedis.inject({ method: 'GET', url: '/api/ready' });
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    await withRedis.close();
  });
});

describe('GET /metrics', () => {
  it('refuses a missing or wrong token with 401', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('does not exist when no METRICS_TOKEN is configured', async () => {
    const plain = await buildTestApp(server.database);
    const response = await plain.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    await plain.close();
  });

  it('reports requests by route pattern and never customer data', async () => {
    const customer = await createSignedInCustomer(server.app);
    await server.app.inject({ method: 'GET', url: '/api/customers/profile', headers: { cookie: customer.cookie } });
    await server.app.inject({ method: 'GET', url: `/api/nowhere/${customer.id}` });
    const response = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(/http_requests_total\{method="GET",route="\/api\/customers\/profile",status="200"\} 1/);
    expect(response.body).toContain('route="unmatched"');
    for (const metric of [
      'socket_connections',
      'chat_answers_in_progress',
      'model_answer_duration_seconds',
      'process_cpu_seconds_total',
    ])
      expect(response.body).toContain(metric);
    expect(response.body).not.toContain(customer.id);
    expect(response.body).not.toContain(customer.email);
  });

  it('counts socket sends and measures model answers by model and outcome', async () => {
    const customer = await createSignedInCustomer(server.app);
    const socket = await connectSocket(server.app, customer.cookie);
    const body = sendBody({ provider: 'demo', model: 'offline-demo' });
    const answered = nextEvent(socket, 'conversation', (chat) => chat._id === body._id, 15_000);
    await emitEvent(socket, 'main:conversations:send', body);
    await answered;
    await emitEvent(socket, 'no:such:event', {});
    const response = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.body).toContain('socket_events_total{event="main:conversations:send",outcome="ok"} 1');
    expect(response.body).toContain('socket_events_total{event="unknown",outcome="refused"} 1');
    expect(response.body).toContain('model_answer_duration_seconds_count{model="offline-demo",status="done"} 1');
    expect(response.body).toMatch(/socket_connections 1/);
    socket.close();
  });
});

import { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import { longMessage } from '../../../../e2e/support/chatgpt-export.ts';
import { chats } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { useTestApp } from '../../test/app.ts';
import { clientId } from '../../test/chat-ids.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { search } from '../../test/search.ts';
import { SearchRepository } from './repository.ts';
import { redisAvailable, testRedisUrl, uniqueRedisPrefix } from '../../test/redis.ts';
import { PerKeyLimit, SharedPerKeyLimit, timedOut } from './search-limits.ts';

const hasRedis = await redisAvailable();
const server = useTestApp();
/** A customer whose every message matches "garden", each ~10,000 characters: a search that takes a while. */
async function largeAccount(exchanges: number) {
  const owner = await createSignedInCustomer(server.app);
  for (let done = 0; done < exchanges; done += 100) {
    await server.app.database.db.insert(chats).values(
      Array.from({ length: Math.min(100, exchanges - done) }, (_, i) => ({
        id: clientId(),
        customerId: owner.id,
        input: { role: 'user' as const, content: longMessage(10_000, i), files: [] },
        output: { role: 'assistant' as const, content: longMessage(10_000, i + 1), files: [] },
        provider: 'demo',
        model: 'offline-demo',
        status: 'done' as const,
      })),
    );
  }
  return owner;
}

describe('searches a customer may run at once (issue 37)', () => {
  it('runs at most two of one customer’s at once and refuses the rest with 429; others and later searches go through', async () => {
    const owner = await largeAccount(300);
    const other = await createSignedInCustomer(server.app);
    const [answers, others] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => search(server.app, owner, 'garden'))),
      search(server.app, other, 'garden'),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(answers.find((answer) => answer.status === 429)!.body.message).toBe(
      'Another search of yours is still running. Try again in a moment.',
    );
    expect(others.status).toBe(200);
    expect((await search(server.app, owner, 'garden')).status).toBe(200);
  });

  it('counts per key and frees a place when a task ends, failed or not', async () => {
    const limit = new PerKeyLimit(2);
    const refusal = () => new Error('busy');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = limit.run('a', () => held, refusal);
    const second = limit.run('a', () => Promise.reject(new Error('failed')), refusal);
    await expect(second).rejects.toThrow('failed');
    const third = limit.run('a', () => held, refusal);
    await expect(limit.run('a', async () => 'ran', refusal)).rejects.toThrow('busy');
    expect(await limit.run('b', async () => 'ran', refusal)).toBe('ran');
    release();
    await Promise.all([first, third]);
    expect(await limit.run('a', async () => 'ran', refusal)).toBe('ran');
  });
});

describe.runIf(hasRedis)('searches at once over instances sharing a Redis (issue 37)', () => {
  const refusal = () => new Error('busy');
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 0 });
    return () => redis.disconnect();
  });

  it('counts a customer’s searches on every instance together, and frees a place when one ends', async () => {
    const prefix = uniqueRedisPrefix();
    const [first, second] = [new SharedPerKeyLimit(redis, prefix, 2, 10_000), new SharedPerKeyLimit(redis, prefix, 2, 10_000)];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = [first.run('alice', () => held, refusal), second.run('alice', () => held, refusal)];
    await expect(first.run('alice', async () => 'ran', refusal)).rejects.toThrow('busy');
    await expect(second.run('alice', async () => 'ran', refusal)).rejects.toThrow('busy');
    expect(await second.run('bob', async () => 'ran', refusal)).toBe('ran');
    release();
    await Promise.all(running);
    expect(await second.run('alice', async () => 'ran', refusal)).toBe('ran');
  });

  it('gives back a place whose instance died once its hold is over', async () => {
    const prefix = uniqueRedisPrefix();
    // Two places taken by an instance that died, still within their hold: they count.
    const held = Date.now() + 60_000;
    await redis.zadd(`${prefix}alice`, held, 'dead-1', held, 'dead-2');
    const limit = new SharedPerKeyLimit(redis, prefix, 2, 10_000);
    await expect(limit.run('alice', async () => 'ran', refusal)).rejects.toThrow('busy');
    // Their hold over (as the clock would have it), they no longer do.
    await redis.zadd(`${prefix}alice`, Date.now() - 1, 'dead-1', Date.now() - 1, 'dead-2');
    expect(await limit.run('alice', async () => 'ran', refusal)).toBe('ran');
  });

  it('counts on its own instance while Redis does not answer', async () => {
    const away = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    away.on('error', () => {});
    const limit = new SharedPerKeyLimit(away, uniqueRedisPrefix(), 1, 10_000);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = limit.run('alice', () => held, refusal);
    await expect(limit.run('alice', async () => 'ran', refusal)).rejects.toThrow('busy');
    release();
    await running;
    away.disconnect();
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a search that runs too long on PostgreSQL (issue 37)', () => {
  it('is cancelled by its statement time-out and answered as a clear 503', async () => {
    const owner = await largeAccount(200);
    const repository = new SearchRepository(server.app.database.db, 'postgres', 1);
    const error = await repository.search(owner.id, 'garden', undefined, 20).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    const answer = timedOut(error);
    expect(answer).toBeInstanceOf(AppError);
    expect(answer).toMatchObject({ statusCode: 503, message: 'This search took too long. Try fewer or more specific words.' });
    // The same search with the real bound answers.
    expect(await new SearchRepository(server.app.database.db, 'postgres').search(owner.id, 'garden', undefined, 20)).toHaveLength(
      20,
    );
  });
});

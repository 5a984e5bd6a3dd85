import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the multi-instance tests use: TEST_REDIS_URL, else the local one CI starts. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own, so test files and repeated runs never see each other's keys. */
export function uniqueRedisPrefix(): string {
  return `test-${randomBytes(4).toString('hex')}:`;
}

/**
 * True when Redis answers. CI always has one (.ci/run starts it); a developer machine without
 * Redis skips the multi-instance tests instead of failing them.
 */
export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    if (process.env.CI) throw new Error(`CI needs Redis at ${testRedisUrl}`);
    return false;
  } finally {
    probe.disconnect();
  }
}

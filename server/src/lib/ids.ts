import { randomBytes } from 'node:crypto';
import type { ObjectId } from '@chat/protocol';

/**
 * A new 24-hex id: 4 bytes of seconds since the epoch then 8 random bytes,
 * so ids sort roughly by creation time like the client-generated ones (§3).
 */
export function newId(now: number = Date.now()): ObjectId {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

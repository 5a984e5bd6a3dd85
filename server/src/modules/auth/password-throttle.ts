import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { secondsLeft, spacingSeconds } from './backoff.ts';

/** Failures are counted over the last hour. */
const WINDOW_MS = 60 * 60_000;
/** Wrong passwords one source may try for an identifier before it is slowed. */
export const FREE_FAILURES_PER_SOURCE = 10;
/** Wrong passwords from unknown devices together, per identifier, before they are all slowed. */
export const FREE_FAILURES_PER_IDENTIFIER = 20;
/** The slowing: 30 s after the first failure past the free ones, doubling, at most 5 minutes. */
const FIRST_WAIT_SECONDS = 30;
const MAX_WAIT_SECONDS = 5 * 60;
const DEVICE_PREFIX = 'device:';

/** Where a password try comes from: a device the account signed in on before, or an address. */
export type FailureSource = { device: string } | { ip: string };

const keyOf = (source: FailureSource) => ('device' in source ? `${DEVICE_PREFIX}${source.device}` : source.ip);

/**
 * Password guessing is slowed, never turned into a lock-out (ASVS 6.1.1, 6.3.1; OWASP device
 * cookies): each source has its own allowance, and unknown devices together share one per
 * identifier, so strangers spread over many addresses are slowed while the owner's known device
 * goes on as before. Past an allowance the next try waits 30 s, doubling to 5 minutes; a try that
 * must wait is not checked at all, so it tells nothing about the password.
 */
export class PasswordThrottle {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Refuses with 429 and the wait when `source` must still wait before trying `identifier` again. */
  async enforce(identifier: string, source: FailureSource): Promise<void> {
    const now = Date.now();
    const failures = await this.db
      .select({ source: signInFailures.source, createdAt: signInFailures.createdAt })
      .from(signInFailures)
      .where(and(eq(signInFailures.identifier, identifier), gt(signInFailures.createdAt, new Date(now - WINDOW_MS))))
      .orderBy(desc(signInFailures.createdAt));
    const key = keyOf(source);
    const own = failures.filter((failure) => failure.source === key);
    let wait = this.waitAfter(own, FREE_FAILURES_PER_SOURCE, now);
    if (!('device' in source)) {
      const unknownDevices = failures.filter((failure) => !failure.source?.startsWith(DEVICE_PREFIX));
      wait = Math.max(wait, this.waitAfter(unknownDevices, FREE_FAILURES_PER_IDENTIFIER, now));
    }
    if (wait > 0) {
      throw new AppError(429, 'rate_limited', `Too many failed sign-ins. Try again in ${wait} seconds, or sign in with a code.`);
    }
  }

  async recordFailure(identifier: string, source: FailureSource): Promise<void> {
    await this.db.insert(signInFailures).values({ id: newId(), identifier, source: keyOf(source), createdAt: new Date() });
  }

  /** A source that proved the password starts afresh; what others tried still counts. */
  async clear(identifier: string, source: FailureSource): Promise<void> {
    await this.db
      .delete(signInFailures)
      .where(and(eq(signInFailures.identifier, identifier), eq(signInFailures.source, keyOf(source))));
  }

  private waitAfter(failures: { createdAt: Date }[], free: number, now: number): number {
    const beyond = failures.length - free + 1;
    return secondsLeft(failures[0]?.createdAt, spacingSeconds(beyond, FIRST_WAIT_SECONDS, MAX_WAIT_SECONDS), now);
  }
}

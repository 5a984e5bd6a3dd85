import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, sessions } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

/** Session lifetimes (ASVS 7.3.1/7.3.2): idle and absolute timeouts. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type CustomerRow = typeof customers.$inferSelect;

export type SessionRow = Pick<typeof sessions.$inferSelect, 'id' | 'createdAt' | 'lastSeenAt' | 'userAgent'>;

export interface SessionInfo {
  sessionId: string;
  customer: CustomerRow;
}

/** Opaque 256-bit tokens from a CSPRNG; the database keeps only an HMAC of each (ASVS 7.2.3). */
export class SessionStore {
  private readonly db: Db;
  private readonly secret: string;

  constructor(db: Db, secret: string) {
    this.db = db;
    this.secret = secret;
  }

  private hash(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('hex');
  }

  /** A new session (and token) at every sign-in (ASVS 7.2.4); signing in proves ownership, so it counts as a re-authentication. */
  async create(customerId: string, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const expiresAt = new Date(now + SESSION_ABSOLUTE_MS);
    await this.db.insert(sessions).values({
      id: newId(),
      customerId,
      tokenHash: this.hash(token),
      expiresAt,
      userAgent: userAgent?.slice(0, 300) ?? null,
      reauthenticatedAt: new Date(now),
    });
    return { token, expiresAt };
  }

  /** The live session of a token, or undefined when unknown, expired or idle too long (then deleted). */
  async resolve(token: string | undefined): Promise<SessionInfo | undefined> {
    if (!token || token.length > 100) return undefined;
    const [row] = await this.db
      .select({ session: sessions, customer: customers })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(eq(sessions.tokenHash, this.hash(token)))
      .limit(1);
    if (!row) return undefined;
    const now = Date.now();
    if (row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
      await this.db.delete(sessions).where(eq(sessions.id, row.session.id));
      return undefined;
    }
    if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.session.id));
    }
    return { sessionId: row.session.id, customer: row.customer };
  }

  /** When the session last proved ownership of the account, or null (a session older than the proof). */
  async reauthenticatedAt(sessionId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: sessions.reauthenticatedAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .limit(1);
    return row?.at ?? null;
  }

  /** Records a proof of ownership now, and forgets the wrong passwords given before it. */
  async markReauthenticated(sessionId: string): Promise<Date> {
    const now = new Date();
    await this.db.update(sessions).set({ reauthenticatedAt: now, reauthenticationFailures: 0 }).where(eq(sessions.id, sessionId));
    return now;
  }

  /** Counts one more wrong password given in this session; answers the count so far. */
  async recordReauthenticationFailure(sessionId: string): Promise<number> {
    const [row] = await this.db
      .update(sessions)
      .set({ reauthenticationFailures: sql`${sessions.reauthenticationFailures} + 1` })
      .where(eq(sessions.id, sessionId))
      .returning({ failures: sessions.reauthenticationFailures });
    return row?.failures ?? 0;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /**
   * Ends one session of this customer; answers false, ending nothing, for an id that is not one of
   * theirs, so a customer can never end another's session (ASVS 8.2.2).
   */
  async revokeOwn(customerId: string, sessionId: string): Promise<boolean> {
    const ended = await this.db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.customerId, customerId)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  }

  /** Ends every session of a customer, or every other one when `except` is given; answers how many. */
  async revokeAll(customerId: string, except?: string): Promise<number> {
    const ended = await this.db
      .delete(sessions)
      .where(except ? and(eq(sessions.customerId, customerId), ne(sessions.id, except)) : eq(sessions.customerId, customerId))
      .returning({ id: sessions.id });
    return ended.length;
  }

  /**
   * The customer's sessions that still sign in, most recently used first (ASVS 7.5.2). Dead ones
   * are deleted when next presented, not listed.
   */
  async listLive(customerId: string): Promise<SessionRow[]> {
    return this.db
      .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(liveOf(customerId))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  }

  /** How many sessions the customer's list shows (the console's count). */
  async countLive(customerId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(liveOf(customerId));
    return row?.count ?? 0;
  }
}

/** A customer's sessions that still sign in: neither past the absolute expiry nor idle past SESSION_IDLE_MS. */
function liveOf(customerId: string) {
  const now = Date.now();
  return and(
    eq(sessions.customerId, customerId),
    gt(sessions.expiresAt, new Date(now)),
    gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
  );
}

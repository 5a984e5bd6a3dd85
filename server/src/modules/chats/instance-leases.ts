import { eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instanceLeases } from '../../db/schema.ts';

/** Queries of the instances' leases: the claim "I am alive and generating my pending answers". */
export class InstanceLeaseRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Creates or extends the lease (an upsert: a lease another instance removed as expired comes back). */
  async renew(id: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .insert(instanceLeases)
      .values({ id, heartbeatAt: now, expiresAt })
      .onConflictDoUpdate({ target: instanceLeases.id, set: { heartbeatAt: now, expiresAt } });
  }

  async release(id: string): Promise<void> {
    await this.db.delete(instanceLeases).where(eq(instanceLeases.id, id));
  }

  /** Every lease but this instance's (on PGlite they are earlier runs of this one process). */
  async releaseOthers(id: string): Promise<number> {
    return (await this.db.delete(instanceLeases).where(ne(instanceLeases.id, id)).returning({ id: instanceLeases.id })).length;
  }

  /** Removes the leases that had lapsed by `now` (their answers settled); a holder that renews in between keeps its own. */
  async releaseExpired(now: Date): Promise<number> {
    return (await this.db.delete(instanceLeases).where(lte(instanceLeases.expiresAt, now)).returning({ id: instanceLeases.id }))
      .length;
  }
}

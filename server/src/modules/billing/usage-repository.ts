import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, quotaNotices } from '../../db/schema.ts';

export interface DayUsage {
  /** Messages sent since the start of the day. */
  messages: number;
  /** Total tokens spent on the given model since the start of the day. */
  modelTokens: number;
}

/** What the quota reads from the chats table, and the once-a-day upgrade notice. */
export class UsageRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async usageSince(customerId: string, since: Date, provider: string, model: string): Promise<DayUsage> {
    const onModel = and(eq(chats.provider, provider), eq(chats.model, model));
    const [row] = await this.db
      .select({
        messages: count(),
        modelTokens: sql<string | number | null>`coalesce(sum(${chats.totalTokens}) filter (where ${onModel}), 0)`,
      })
      .from(chats)
      // Copied-in exchanges (a shared conversation continued) are no use of the quota.
      .where(and(eq(chats.customerId, customerId), gte(chats.createdAt, since), eq(chats.billable, true)));
    return { messages: row?.messages ?? 0, modelTokens: Number(row?.modelTokens ?? 0) };
  }

  /** Records that the notice was shown on `day`; true only the first time that day. */
  async markNotice(customerId: string, day: string): Promise<boolean> {
    const rows = await this.db
      .insert(quotaNotices)
      .values({ customerId, day })
      .onConflictDoNothing()
      .returning({ day: quotaNotices.day });
    return rows.length > 0;
  }

  async eraseFor(customerId: string): Promise<void> {
    await this.db.delete(quotaNotices).where(eq(quotaNotices.customerId, customerId));
  }
}

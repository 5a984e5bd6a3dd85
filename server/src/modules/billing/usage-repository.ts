import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, quotaNotices } from '../../db/schema.ts';

export interface DayUsage {
  /** Messages sent since the start of the day. */
  messages: number;
  /** Total tokens spent on the given model since the start of the day. */
  modelTokens: number;
}

const value = sql.placeholder;

/**
 * A Free customer's use of the day, read by every send of theirs before it is stored: prepared
 * once (issue 36), as the turn's own statements are: drizzle built it anew on every send, and on
 * PostgreSQL a named statement is also planned once per connection.
 */
function usageSinceQuery(db: Db) {
  const onModel = and(eq(chats.provider, value('provider')), eq(chats.model, value('model')));
  return (
    db
      .select({
        messages: count(),
        modelTokens: sql<string | number | null>`coalesce(sum(${chats.totalTokens}) filter (where ${onModel}), 0)`,
      })
      .from(chats)
      // Copied-in exchanges (a shared conversation continued) are no use of the quota.
      .where(
        and(
          eq(chats.customerId, value('customerId')),
          sql`${chats.createdAt} >= ${value('since')}::timestamptz`,
          eq(chats.billable, true),
        ),
      )
      .prepare('usage_since')
  );
}

/** What the quota reads from the chats table, and the once-a-day upgrade notice. */
export class UsageRepository {
  private readonly db: Db;
  private readonly usageSinceStatement: ReturnType<typeof usageSinceQuery>;

  constructor(db: Db) {
    this.db = db;
    this.usageSinceStatement = usageSinceQuery(db);
  }

  async usageSince(customerId: string, since: Date, provider: string, model: string): Promise<DayUsage> {
    const [row] = await this.usageSinceStatement.execute({ customerId, since: since.toISOString(), provider, model });
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

import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlanKey } from '@chat/protocol';
import type { Db } from '../../../db/client.ts';
import { chats, customers, subscriptions, whatsappLinks } from '../../../db/schema.ts';
import { planRank } from '../../billing/repository.ts';
import { escapeLike, type CustomerQuery } from './search-query.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** A subscription with the e-mail of the operator who granted it (null when paid, or their account is gone). */
export type GrantedSubscription = SubscriptionRow & { grantedByEmail: string | null };
export type CustomerListRow = Pick<CustomerRow, 'id' | 'name' | 'email' | 'phone' | 'createdAt'>;

/**
 * A search counts its matches only up to here: counting every customer of a big table on each
 * keystroke would cost more than the page itself. The answer says when the count stopped.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The index each kind of query uses (say, a million customers):
 * - an id: the primary key; a whole e-mail address: `customers_email_key` (equality);
 * - newest first: `customers_created_idx` backwards, stopping at the page;
 * - the beginning of an e-mail or a phone number: `LIKE 'prefix%'`. PostgreSQL ranges a b-tree for
 *   it only under the C collation (checked: PostgreSQL 15 on C.UTF-8 scans); otherwise, as for a part
 *   of a name or a national number, it walks `customers_created_idx` newest first, filtering, and stops
 *   once the page is full: quick for a common match, a scan of the table for a rare one. Indexes
 *   `(email text_pattern_ops)` and `(phone text_pattern_ops)` would make the prefixes ranges everywhere.
 * The count reads at most SEARCH_COUNT_CAP + 1 matches.
 */
function conditionOf(query: CustomerQuery): SQL | undefined {
  switch (query.kind) {
    case 'newest':
      return undefined;
    case 'id':
      return eq(customers.id, query.id);
    case 'email':
      return query.whole ? eq(customers.email, query.value) : like(customers.email, `${escapeLike(query.value)}%`);
    case 'phone':
      return like(customers.phone, `${escapeLike(query.prefix)}%`);
    case 'national-phone':
      return like(customers.phone, `%${escapeLike(query.digits)}%`);
    case 'name':
      return ilike(customers.name, `%${escapeLike(query.text)}%`);
  }
}

/** The console's reads and writes of a customer (issue 22). Never a chat's content: only counts and sums. */
export class AdminCustomerRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async search(
    query: CustomerQuery,
    skip: number,
    limit: number,
  ): Promise<{ rows: CustomerListRow[]; count: number; countCapped: boolean }> {
    const where = conditionOf(query);
    const matches = this.db
      .select({ one: sql`1` })
      .from(customers)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('matches');
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: customers.id,
          name: customers.name,
          email: customers.email,
          phone: customers.phone,
          createdAt: customers.createdAt,
        })
        .from(customers)
        .where(where)
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .offset(skip)
        .limit(limit),
      this.db.select({ value: count() }).from(matches),
    ]);
    const value = total?.value ?? 0;
    return { rows, count: Math.min(value, SEARCH_COUNT_CAP), countCapped: value > SEARCH_COUNT_CAP };
  }

  /**
   * The plan of the current subscription of each customer (the earliest started, as the plan step
   * reads it: billing/plan-check.ts), by `subscriptions_customer_idx`; a customer without one is on Free.
   */
  async plansInForce(customerIds: string[], now: Date): Promise<Map<string, PlanKey>> {
    if (customerIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([subscriptions.customerId], { customerId: subscriptions.customerId, plan: subscriptions.plan })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.customerId, customerIds),
          isNull(subscriptions.canceledAt),
          lte(subscriptions.startDate, now),
          gte(subscriptions.endDate, now),
        ),
      )
      // The highest plan of the current ones is in force (billing/classify.ts inForce).
      .orderBy(subscriptions.customerId, desc(planRank), asc(subscriptions.startDate));
    return new Map(rows.map((row) => [row.customerId, row.plan]));
  }

  async find(id: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  }

  async whatsappLink(customerId: string): Promise<{ phone: string; createdAt: Date } | undefined> {
    const [row] = await this.db
      .select({ phone: whatsappLinks.phone, createdAt: whatsappLinks.createdAt })
      .from(whatsappLinks)
      .where(eq(whatsappLinks.customerId, customerId))
      .limit(1);
    return row;
  }

  /** Every subscription, canceled and future ones too, the latest start first. */
  subscriptions(customerId: string): Promise<GrantedSubscription[]> {
    const granter = alias(customers, 'granter');
    return this.db
      .select({ subscription: subscriptions, grantedByEmail: granter.email })
      .from(subscriptions)
      .leftJoin(granter, eq(granter.id, subscriptions.grantedBy))
      .where(eq(subscriptions.customerId, customerId))
      .orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt))
      .limit(500)
      .then((rows) => rows.map((row) => ({ ...row.subscription, grantedByEmail: row.grantedByEmail })));
  }

  /** Messages sent (the billable exchanges the quota counts) and their tokens since `since`, by `chats_customer_created_idx`. */
  async usageSince(customerId: string, since: Date): Promise<{ messages: number; tokens: number }> {
    const [row] = await this.db
      .select({ messages: count(), tokens: sql<string | number | null>`coalesce(sum(${chats.totalTokens}), 0)` })
      .from(chats)
      .where(and(eq(chats.customerId, customerId), gte(chats.createdAt, since), eq(chats.billable, true)));
    return { messages: row?.messages ?? 0, tokens: Number(row?.tokens ?? 0) };
  }
}

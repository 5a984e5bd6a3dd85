import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import {
  chats,
  customers,
  dashboardLastSeen,
  dashboardDayModels,
  dashboardDays,
  payments,
  plans,
  subscriptions,
} from '../../../db/schema.ts';
import type { DayBounds } from '../../../lib/calendar.ts';
import { planRank } from '../../billing/repository.ts';

const int = (value: unknown) => Number(value ?? 0);

/**
 * The bucket (1…n) of a timestamp among ascending bounds: bucket i is [bounds[i-1], bounds[i]).
 * The bounds are numbers this module computed, so they are written into the statement as literals.
 */
function bucketOf(column: SQLWrapper, bounds: Date[]): SQL {
  const seconds = bounds.map((bound) => (bound.getTime() / 1000).toFixed(3)).join(',');
  return sql`width_bucket(extract(epoch from ${column})::float8, array[${sql.raw(seconds)}]::float8[])`;
}

/** Sent by customers in [from, to): a row is one message; imported and copied-in ones are not (the partial index's condition). */
const sentBetween = (from: Date, to: Date) =>
  sql`${chats.billable} and ${chats.createdAt} >= ${from.toISOString()} and ${chats.createdAt} < ${to.toISOString()}`;
const promptTokens = sql`coalesce((${chats.usage}->>'prompt_tokens')::bigint, 0)`;
const completionTokens = sql`coalesce((${chats.usage}->>'completion_tokens')::bigint, 0)`;

export interface BucketCount {
  bucket: number;
  messages: number;
  activeCustomers: number;
}
export interface ModelUsage {
  provider: string;
  model: string;
  messages: number;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}
export interface Money {
  bucket: number;
  gateway: string;
  currency: string;
  payments: number;
  amount: number;
}

const modelUsage = (row: Record<string, unknown>): ModelUsage => ({
  provider: String(row.provider),
  model: String(row.model),
  messages: int(row.messages),
  promptTokens: int(row.prompt_tokens),
  completionTokens: int(row.completion_tokens),
  totalTokens: int(row.total_tokens),
});

/** The dashboard's aggregate queries (issue 22): closed days from the rollup, the open ones from `chats`. */
export class DashboardRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Messages and distinct senders per bucket of `bounds`, counted from the chats themselves. */
  async liveCounts(bounds: Date[]): Promise<BucketCount[]> {
    const bucket = bucketOf(chats.createdAt, bounds);
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select ${bucket} as bucket, count(*) as messages, count(distinct ${chats.customerId}) as active
        from ${chats} where ${sentBetween(bounds[0]!, bounds.at(-1)!)} group by 1`),
    );
    return rows.map((row) => ({ bucket: int(row.bucket), messages: int(row.messages), activeCustomers: int(row.active) }));
  }

  /** Messages and tokens per model in [from, to), from the chats. */
  async liveModels(from: Date, to: Date): Promise<ModelUsage[]> {
    const rows = await this.db.execute(sql`
      select ${chats.provider} as provider, ${chats.model} as model, count(*) as messages,
             sum(${promptTokens}) as prompt_tokens, sum(${completionTokens}) as completion_tokens,
             sum(${chats.totalTokens}) as total_tokens
      from ${chats} where ${sentBetween(from, to)} group by 1, 2`);
    return rowsOf<Record<string, unknown>>(rows).map(modelUsage);
  }

  /** The rolled-up days of the zone among `days`, with their figures. */
  async rolledUp(zone: string, days: string[]): Promise<Map<string, { messages: number; activeCustomers: number }>> {
    if (!days.length) return new Map();
    const rows = await this.db.execute(sql`
      select ${dashboardDays.day} as day, ${dashboardDays.messages} as messages, ${dashboardDays.activeCustomers} as active
      from ${dashboardDays} where ${dashboardDays.zone} = ${zone} and ${dashboardDays.day} between ${days[0]} and ${days.at(-1)}`);
    return new Map(
      rowsOf<Record<string, unknown>>(rows).map((row) => [
        String(row.day),
        { messages: int(row.messages), activeCustomers: int(row.active) },
      ]),
    );
  }

  /** Messages and tokens per model over rolled-up days [first, last]. */
  async rolledUpModels(zone: string, first: string, last: string): Promise<ModelUsage[]> {
    const m = dashboardDayModels;
    const rows = await this.db.execute(sql`
      select ${m.provider} as provider, ${m.model} as model, sum(${m.messages}) as messages,
             sum(${m.promptTokens}) as prompt_tokens, sum(${m.completionTokens}) as completion_tokens,
             sum(${m.totalTokens}) as total_tokens
      from ${m} where ${m.zone} = ${zone} and ${m.day} between ${first} and ${last} group by 1, 2`);
    return rowsOf<Record<string, unknown>>(rows).map(modelUsage);
  }

  /**
   * Distinct customers who sent a message since the rolled-up day `since` or live in [liveFrom, to):
   * a range ends now, so a customer last seen on a closed day on or after its first day was active
   * in it. Those are counted from the index; a live sender is added only when not among them (a
   * lookup by key each), which spares sorting a month of customers to find the distinct ones.
   */
  async activeCustomers(zone: string, since: string | undefined, liveFrom: Date, to: Date): Promise<number> {
    const seen = dashboardLastSeen;
    const seenSince = sql`${seen.zone} = ${zone} and ${seen.lastDay} >= ${since ?? ''}`;
    const [row] = rowsOf<Record<string, unknown>>(
      await this.db.execute(
        since
          ? sql`select (select count(*) from ${seen} where ${seenSince})
                  + (select count(distinct ${chats.customerId}) from ${chats} where ${sentBetween(liveFrom, to)}
                     and not exists (select 1 from ${seen} where ${seenSince} and ${seen.customerId} = ${chats.customerId})) as active`
          : sql`select count(distinct ${chats.customerId}) as active from ${chats} where ${sentBetween(liveFrom, to)}`,
      ),
    );
    return int(row?.active);
  }

  /**
   * Rolls up closed days of the zone (ascending, consecutive): claims each day not yet rolled up
   * with a row of its own (`on conflict do nothing`: a day another instance claimed is left to it),
   * then fills the claimed days from one pass over their chats. One transaction: a failure leaves
   * no claimed day empty, and a concurrent reader sees a day whole or not at all.
   */
  async rollUp(zone: string, days: DayBounds[]): Promise<string[]> {
    if (!days.length) return [];
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(dashboardDays)
        .values(days.map(({ day }) => ({ zone, day, messages: 0, activeCustomers: 0 })))
        .onConflictDoNothing()
        .returning({ day: dashboardDays.day });
      if (!claimed.length) return [];
      const mine = new Set(claimed.map((row) => row.day));
      // The day of each bucket, null for a day another instance has: `(array)[bucket]` names it.
      const dayOfBucket = sql`(array[${sql.join(
        days.map(({ day }) => (mine.has(day) ? sql`${day}` : sql`null`)),
        sql`, `,
      )}]::text[])[${bucketOf(chats.createdAt, [...days.map((day) => day.start), days.at(-1)!.end])}]`;
      // One pass over the chats, grouped finely enough for all three tables.
      await tx.execute(sql`
        with grouped as (
          select ${dayOfBucket} as day, ${chats.customerId} as customer_id, ${chats.provider} as provider, ${chats.model} as model,
                 count(*) as messages, sum(${promptTokens}) as prompt_tokens, sum(${completionTokens}) as completion_tokens,
                 sum(${chats.totalTokens}) as total_tokens
          from ${chats} where ${sentBetween(days[0]!.start, days.at(-1)!.end)} group by 1, 2, 3, 4
        ), claimed as (select * from grouped where day is not null),
        models as (
          insert into ${dashboardDayModels} (zone, day, provider, model, messages, prompt_tokens, completion_tokens, total_tokens)
          select ${zone}::text, day, provider, model, sum(messages), sum(prompt_tokens), sum(completion_tokens), sum(total_tokens)
          from claimed group by day, provider, model on conflict do nothing
        ), seen as (
          insert into ${dashboardLastSeen} (zone, customer_id, last_day)
          select ${zone}::text, customer_id, max(day) from claimed group by customer_id order by customer_id
          on conflict (zone, customer_id) do update set last_day = greatest(${dashboardLastSeen.lastDay}, excluded.last_day)
        )
        update ${dashboardDays} set messages = totals.messages, active_customers = totals.active
        from (select day, sum(messages) as messages, count(distinct customer_id) as active from claimed group by day) as totals
        where ${dashboardDays.zone} = ${zone} and ${dashboardDays.day} = totals.day`);
      return [...mine];
    });
  }

  /** Sign-ups per bucket of `bounds`. */
  async signUps(bounds: Date[]): Promise<Map<number, number>> {
    const rows = await this.db.execute(sql`
      select ${bucketOf(customers.createdAt, bounds)} as bucket, count(*) as count from ${customers}
      where ${customers.createdAt} >= ${bounds[0]!.toISOString()} and ${customers.createdAt} < ${bounds.at(-1)!.toISOString()}
      group by 1`);
    return new Map(rowsOf<Record<string, unknown>>(rows).map((row) => [int(row.bucket), int(row.count)]));
  }

  /** Succeeded payments settled per bucket, gateway and currency; a refunded payment is no longer `succeeded`. */
  async revenue(bounds: Date[]): Promise<Money[]> {
    const rows = await this.db.execute(sql`
      select ${bucketOf(payments.settledAt, bounds)} as bucket, ${payments.gateway} as gateway, ${payments.currency} as currency,
             count(*) as payments, sum(${payments.amount}) as amount
      from ${payments}
      where ${payments.status} = 'succeeded' and ${payments.settledAt} >= ${bounds[0]!.toISOString()}
        and ${payments.settledAt} < ${bounds.at(-1)!.toISOString()}
      group by 1, 2, 3`);
    return rowsOf<Record<string, unknown>>(rows).map((row) => ({
      bucket: int(row.bucket),
      gateway: String(row.gateway),
      currency: String(row.currency),
      payments: int(row.payments),
      amount: int(row.amount),
    }));
  }

  /**
   * Customers with a current subscription at `now` (§4: not canceled, started, not ended) by its
   * plan; a customer with two (a plan granted while another runs) counts once, under the one in force
   * as the quota sees it (the highest plan, billing/classify.ts). `granted`: given by an operator, not paid.
   */
  async payingByPlan(now: Date): Promise<{ plan: string; name: string; customers: number; granted: number }[]> {
    const s = subscriptions;
    const at = now.toISOString();
    const rows = await this.db.execute(sql`
      select current.plan as plan, coalesce(min(${plans.name}), current.plan) as name, count(*) as customers,
             count(*) filter (where current.granted) as granted
      from (
        select distinct on (${s.customerId}) ${s.plan} as plan, (${s.paymentId} is null and ${s.grantedBy} is not null) as granted
        from ${s} where ${s.canceledAt} is null and ${s.startDate} <= ${at} and ${s.endDate} >= ${at}
        order by ${s.customerId}, ${planRank} desc, ${s.startDate}
      ) as current left join ${plans} on ${plans.key} = current.plan
      group by current.plan order by min(${plans.sort}), current.plan`);
    return rowsOf<Record<string, unknown>>(rows).map((row) => ({
      plan: String(row.plan),
      name: String(row.name),
      customers: int(row.customers),
      granted: int(row.granted),
    }));
  }
}

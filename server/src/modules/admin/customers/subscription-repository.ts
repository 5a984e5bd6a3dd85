import { and, eq } from 'drizzle-orm';
import type { PlanDuration } from '@chat/protocol';
import type { Db } from '../../../db/client.ts';
import { customers, subscriptions } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import { periodEnd } from '../../billing/periods.ts';
import type { BillingRepository } from '../../billing/repository.ts';
import type { SubscriptionRow } from './repository.ts';

export interface GrantInput {
  customerId: string;
  plan: 'starter' | 'plus';
  duration: PlanDuration;
  count: number;
  operatorId: string;
  reason: string;
  now: Date;
}

/** What a grant found and did, for the audit entry written in the same transaction. */
export interface GrantOutcome {
  /** The customer's live subscriptions (not canceled, not ended) before the grant. */
  liveBefore: SubscriptionRow[];
  subscription: SubscriptionRow;
  /** True when it follows a live subscription of the same plan rather than starting now. */
  extended: boolean;
}

/** `count` periods of `duration` from `start`, each as billing/periods.ts counts one (calendar months and years). */
export function periodsEnd(start: Date, duration: PlanDuration, count: number): Date {
  let end = start;
  for (let period = 0; period < count; period += 1) end = periodEnd(end, duration);
  return end;
}

/** The console's writes of subscriptions (issue 22): granted by an operator, or canceled. */
export class AdminSubscriptionRepository {
  private readonly db: Db;
  private readonly billing: BillingRepository;

  constructor(db: Db, billing: BillingRepository) {
    this.db = db;
    this.billing = billing;
  }

  /**
   * Grants `count` × `duration` of a plan: after the last live subscription of the same plan (an
   * extension), else from now. The customer's row is locked as BillingRepository.grant does, so two
   * grants (or a grant and a payment) queue one after the other. `audit` runs in the transaction, so
   * the entry and the subscription are stored together or not at all. Undefined: no such customer.
   */
  async grant(input: GrantInput, audit: (tx: Db, outcome: GrantOutcome) => Promise<unknown>): Promise<GrantOutcome | undefined> {
    const { customerId, plan, duration, count, operatorId, reason, now } = input;
    return this.db.transaction(async (tx) => {
      const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      if (!customer) return undefined;
      const liveBefore = await this.billing.liveSubscriptions(customerId, now, tx);
      const [last] = liveBefore.filter((row) => row.plan === plan).sort((a, b) => b.endDate.getTime() - a.endDate.getTime());
      const startDate = last ? last.endDate : now;
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          id: newId(),
          customerId,
          plan,
          duration,
          startDate,
          endDate: periodsEnd(startDate, duration, count),
          paymentId: null,
          grantedBy: operatorId,
          grantReason: reason,
        })
        .returning();
      const outcome = { liveBefore, subscription: subscription!, extended: last !== undefined };
      await audit(tx, outcome);
      return outcome;
    });
  }

  /**
   * Cancels one subscription of the customer now. `missing`: none of theirs has that id;
   * `already`: it was canceled before (nothing changes).
   */
  async cancel(
    customerId: string,
    subscriptionId: string,
    now: Date,
    audit: (tx: Db, before: SubscriptionRow, after: SubscriptionRow) => Promise<unknown>,
  ): Promise<{ subscription: SubscriptionRow } | 'missing' | 'already'> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.customerId, customerId)))
        .for('update');
      if (!before) return 'missing' as const;
      if (before.canceledAt) return 'already' as const;
      const [after] = await tx
        .update(subscriptions)
        .set({ canceledAt: now })
        .where(eq(subscriptions.id, subscriptionId))
        .returning();
      await audit(tx, before, after!);
      return { subscription: after! };
    });
  }
}

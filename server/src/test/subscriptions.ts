import { subscriptions } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import type { TestApp } from './app.ts';

/**
 * Puts `customerId` on `plan` from an hour ago for a week, written behind the billing service's back
 * as an operator's SQL would be, then says so as that operator must (the subscription cache).
 */
export async function grantCurrentPlan(server: TestApp, customerId: string, plan: 'starter' | 'plus'): Promise<void> {
  const now = Date.now();
  await server.database.db.insert(subscriptions).values({
    id: newId(),
    customerId,
    plan,
    duration: 'week',
    startDate: new Date(now - 3_600_000),
    endDate: new Date(now + 7 * 86_400_000),
  });
  server.app.billing.subscriptionsChanged(customerId);
}

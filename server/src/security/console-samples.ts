import type { FastifyInstance } from 'fastify';
import { payments, reports, subscriptions } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { DEMO_MODEL_ID, DEMO_PROVIDER_ID } from '../ai/demo-runner.ts';
import { createSignedInCustomer } from '../test/customers.ts';

/** What the console's sample calls act on: a customer of the product and their things. */
export interface ConsoleTargets {
  customerId: string;
  subscriptionId: string;
  /** A settled card payment to refund, a mobile money one still pending to re-check. */
  paidId: string;
  pendingId: string;
  reportId: string;
}

const DAY = 86_400_000;

export async function seedConsoleTargets(app: FastifyInstance): Promise<ConsoleTargets> {
  const target = await createSignedInCustomer(app);
  const subscriptionId = newId();
  await app.database.db.insert(subscriptions).values({
    id: subscriptionId,
    customerId: target.id,
    plan: 'starter',
    duration: 'month',
    startDate: new Date(Date.now() - DAY),
    endDate: new Date(Date.now() + 29 * DAY),
  });
  const payment = (id: string, status: 'succeeded' | 'pending', method: 'card' | 'mobile-money') => ({
    id,
    customerId: target.id,
    plan: 'starter' as const,
    duration: 'week' as const,
    method,
    gateway: 'sandbox' as const,
    amount: method === 'card' ? 299 : 2000,
    currency: method === 'card' ? 'EUR' : 'XAF',
    status,
    externalId: `sandbox_${id}`,
    phone: method === 'card' ? null : '+237670000789',
    settledAt: status === 'succeeded' ? new Date() : null,
  });
  const [paidId, pendingId, reportId] = [newId(), newId(), newId()];
  await app.database.db
    .insert(payments)
    .values([payment(paidId, 'succeeded', 'card'), payment(pendingId, 'pending', 'mobile-money')]);
  await app.database.db.insert(reports).values({
    id: reportId,
    customerId: target.id,
    chatId: newId(),
    content: 'An answer',
    description: 'Made up',
  });
  return { customerId: target.id, subscriptionId, paidId, pendingId, reportId };
}

interface SampleCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One call an operator would make to each route of the console, by the route's name: valid, so an
 * operator's call is served and a refused caller's call would have changed something.
 */
export function consoleSamples(targets: ConsoleTargets): Record<string, SampleCall> {
  const customer = { id: targets.customerId };
  const reason = { reason: 'Checked by the access matrix' };
  return {
    getOperator: {},
    getDashboard: { query: { range: '30d' } },
    listAuditLog: { query: { targetType: 'customer', targetId: targets.customerId } },
    searchCustomers: { query: { q: targets.customerId } },
    getCustomerDetail: { params: customer },
    grantSubscription: { params: customer, body: { plan: 'plus', duration: 'week', ...reason } },
    cancelCustomerSubscription: { params: { ...customer, subscriptionId: targets.subscriptionId }, body: reason },
    endCustomerSessions: { params: customer, body: reason },
    startCustomerDeletion: { params: customer, body: reason },
    listAdminPayments: { query: { status: 'succeeded', gateway: 'sandbox' } },
    refundAdminPayment: { params: { id: targets.paidId }, body: reason },
    recheckAdminPayment: { params: { id: targets.pendingId } },
    listAdminReports: { query: { status: 'open' } },
    reviewAdminReport: { params: { id: targets.reportId }, body: { outcome: 'resolved', note: 'Checked by the access matrix' } },
    listAdminModels: {},
    updateAdminModel: {
      params: { provider: DEMO_PROVIDER_ID, model: DEMO_MODEL_ID },
      body: { enabled: true, isDefault: true, maxFreeChat: 500, version: 0 },
    },
    listAdminPlans: {},
    updateAdminPlan: {
      params: { key: 'starter' },
      body: { name: 'Starter', messagesPerDay: 150, prices: [{ duration: 'week', amount: 399, currency: 'EUR' }], version: 1 },
    },
  };
}

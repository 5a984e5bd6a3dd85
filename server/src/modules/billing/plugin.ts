import { PLAN_KEYS } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import type { PlanCheck } from '../chats/turn/plan-check.ts';
import { createGateways, type Gateways } from './gateways/index.ts';
import { presentPayment } from './payments-presenter.ts';
import { PaymentsRepository } from './payments-repository.ts';
import { PaymentsService } from './payments-service.ts';
import { createPlanCheck, createPlanReader, createQuotaReader, type PlanReader, type QuotaReader } from './plan-check.ts';
import { BillingRepository } from './repository.ts';
import { SubscriptionCache } from './subscription-cache.ts';
import { instanceBroadcast } from '../../plugins/instance-broadcast.ts';
import { UsageRepository } from './usage-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    billing: {
      repository: BillingRepository;
      payments: PaymentsService;
      paymentsRepository: PaymentsRepository;
      gateways: Gateways;
      /** The send pipeline's quota step (plan in force, today's usage). */
      planCheck: PlanCheck;
      /** Today's plan and usage of a customer (GET /quota). */
      readQuota: QuotaReader;
      /** The catalog row of a customer's plan in force (its limits: file storage). */
      planInForce: PlanReader;
      /** Tells every instance a customer's subscriptions changed (their cached plan is stale). */
      subscriptionsChanged: (customerId: string) => void;
    };
  }
}

/** The billing services, shared by the customer routes and the gateways' webhooks. */
export async function registerBilling(app: FastifyInstance): Promise<void> {
  const repository = new BillingRepository(app.database.db);
  const subscriptions = new SubscriptionCache((customerId, now) => repository.liveSubscriptions(customerId, now));
  const subscriptionsChanged = instanceBroadcast(app, 'subscriptions-changed', (customerId) =>
    subscriptions.invalidate(customerId),
  );
  const paymentsRepository = new PaymentsRepository(app.database.db);
  const gateways = await createGateways(app.config);
  const payments = new PaymentsService({
    db: app.database.db,
    payments: paymentsRepository,
    billing: repository,
    gateways: gateways.forMethod,
    gatewayByName: gateways.byName,
    log: app.log,
    subscriptionsChanged,
  });
  const usage = new UsageRepository(app.database.db);
  const readQuota = createQuotaReader({ billing: repository, subscriptions, usage });
  const planCheck = createPlanCheck(readQuota, usage);
  const planInForce = createPlanReader({ billing: repository, subscriptions });
  app.decorate('billing', {
    repository,
    payments,
    paymentsRepository,
    gateways,
    planCheck,
    readQuota,
    planInForce,
    subscriptionsChanged,
  });
  app.customerData.register({
    name: 'payments',
    export: async (customerId) => (await paymentsRepository.page(customerId, 0, 1000)).rows.map(presentPayment),
    erase: (customerId) => paymentsRepository.eraseFor(customerId),
  });
  app.customerData.register({
    name: 'subscriptions',
    export: async (customerId) => (await repository.pageSubscriptions(customerId, 0, 1000)).rows,
    erase: async (customerId) => {
      await repository.eraseFor(customerId);
      subscriptionsChanged(customerId);
    },
  });
}

/**
 * The operator's catalog (PLANS_CATALOG) replaces the seeded rows of the plans it lists, except a
 * plan an operator edited in the console (issue 22): the file is the seed, the console's edit wins.
 */
export async function applyPlansCatalog(app: FastifyInstance): Promise<void> {
  const catalog = app.config.plansCatalog;
  if (!catalog) return;
  const applied: string[] = [];
  const kept: string[] = [];
  for (const plan of catalog.plans) {
    const { key, name, messagesPerDay, storageMB, prices } = plan;
    const storage = storageMB === undefined ? {} : { storageBytes: storageMB * 1024 * 1024 };
    const written = await app.billing.repository.upsertPlan({
      key,
      name,
      messagesPerDay,
      prices,
      sort: PLAN_KEYS.indexOf(key),
      ...storage,
    });
    (written ? applied : kept).push(key);
  }
  app.log.info({ plans: applied }, 'plan catalog applied');
  if (kept.length)
    app.log.warn({ plans: kept }, 'plan catalog: kept the version an operator edited in the console for these plans');
}

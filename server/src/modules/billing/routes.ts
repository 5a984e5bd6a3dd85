import { contract, TIMEZONE_HEADER } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { inForce } from './classify.ts';
import { presentPlan, presentQuota, presentSubscription } from './presenter.ts';

/** The catalog (public) and the customer's subscriptions (§7). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repository } = app.billing;
  const planNames = async () => new Map((await repository.listPlans()).map((plan) => [plan.key, plan.name]));

  handle(app, contract.listPlans, async () => ({ plans: (await repository.listPlans()).map(presentPlan) }));

  handle(app, contract.listSubscriptions, async (request) => {
    const { skip, limit } = request.query;
    const [{ rows, count }, names] = await Promise.all([
      repository.pageSubscriptions(request.customer!.id, skip, limit),
      planNames(),
    ]);
    return { subscriptions: rows.map((row) => presentSubscription(row, names)), limit, skip, count };
  });

  handle(app, contract.getQuota, async (request) => {
    const { provider, model } = request.query;
    const found = provider && model ? app.ai.find(provider, model) : undefined;
    const timeZone = request.headers[TIMEZONE_HEADER];
    const today = await app.billing.readQuota({
      customerId: request.customer!.id,
      model: found,
      timeZone: typeof timeZone === 'string' ? timeZone : undefined,
    });
    return presentQuota(today, found);
  });

  handle(app, contract.activeSubscription, async (request) => {
    const now = new Date();
    const current = inForce(await repository.liveSubscriptions(request.customer!.id, now), now);
    return { subscription: current ? presentSubscription(current, await planNames()) : null };
  });
};

import { customerSubscriptionSchema, listResponseSchema, pageQuerySchema, plansResponseSchema } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCurrent } from './classify.ts';
import { presentPlan, presentSubscription } from './presenter.ts';

/** The catalog (public) and the customer's subscriptions (§7). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repository } = app.billing;
  const planNames = async () => new Map((await repository.listPlans()).map((plan) => [plan.key, plan.name]));

  app.get('/plans', { schema: { response: { 200: plansResponseSchema } } }, async () => ({
    plans: (await repository.listPlans()).map(presentPlan),
  }));

  app.get(
    '/customer/subscriptions',
    {
      onRequest: app.requireCustomer,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: listResponseSchema('subscriptions', customerSubscriptionSchema) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const [{ rows, count }, names] = await Promise.all([
        repository.pageSubscriptions(request.customer!.id, skip, limit),
        planNames(),
      ]);
      return { subscriptions: rows.map((row) => presentSubscription(row, names)), limit, skip, count };
    },
  );

  app.get(
    '/customer/subscriptions/active',
    {
      onRequest: app.requireCustomer,
      schema: { response: { 200: z.object({ subscription: customerSubscriptionSchema.nullable() }) } },
    },
    async (request) => {
      const now = new Date();
      const current = (await repository.liveSubscriptions(request.customer!.id, now)).find((row) => isCurrent(row, now));
      return { subscription: current ? presentSubscription(current, await planNames()) : null };
    },
  );
};

import { contract, TIMEZONE_HEADER } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../../lib/endpoint.ts';
import { presentCustomerSummary } from './presenter.ts';
import { readCustomerQuery } from './search-query.ts';
import { AdminCustomerService } from './service.ts';

/** The console's customers (issue 22): search, a customer's page, and the operator's actions on them. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AdminCustomerService(app);

  handle(app, contract.searchCustomers, async (request) => {
    const { q, skip, limit } = request.query;
    const { rows, count, countCapped } = await service.customers.search(readCustomerQuery(q), skip, limit);
    const plans = await service.customers.plansInForce(
      rows.map((row) => row.id),
      new Date(),
    );
    const customers = rows.map((row) => presentCustomerSummary(row, plans.get(row.id) ?? 'free'));
    return { customers, skip, limit, count, countCapped };
  });

  handle(app, contract.getCustomerDetail, async (request) => {
    // "Today" and "this month" are the operator's, as the web says in every call.
    const timeZone = request.headers[TIMEZONE_HEADER];
    return service.detail(request.params.id, typeof timeZone === 'string' ? timeZone : undefined, request.query.paymentsSkip);
  });

  handle(app, contract.grantSubscription, async (request, reply) => {
    const subscription = await service.grant(request, request.params.id, request.body);
    return reply.code(201).send({ subscription });
  });

  handle(app, contract.cancelCustomerSubscription, async (request) => {
    const { id, subscriptionId } = request.params;
    return { subscription: await service.cancel(request, id, subscriptionId, request.body.reason) };
  });

  handle(app, contract.endCustomerSessions, async (request) => ({
    ended: await service.endSessions(request, request.params.id, request.body.reason),
  }));

  handle(app, contract.startCustomerDeletion, async (request) => {
    const scheduledFor = await service.startDeletion(request, request.params.id, request.body.reason);
    return { deletionScheduledFor: scheduledFor.toISOString() };
  });
};

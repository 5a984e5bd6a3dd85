import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../../lib/endpoint.ts';
import { presentAdminPayment } from './presenter.ts';
import { AdminPaymentsRepository } from './repository.ts';
import { AdminPaymentsService, type Audit } from './service.ts';

/** The console's payments (issue 22): the list, a refund, a re-check with the gateway. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new AdminPaymentsRepository(app.database.db);
  const service = new AdminPaymentsService({
    db: app.database.db,
    repository,
    gatewayByName: app.billing.gateways.byName,
    settle: (payment) => app.billing.payments.settle(payment),
    subscriptionsChanged: app.billing.subscriptionsChanged,
    log: app.log,
  });

  handle(app, contract.listAdminPayments, async (request) => {
    const { skip, limit, status, gateway } = request.query;
    const { rows, count } = await repository.page({ status, gateway }, skip, limit);
    return { payments: rows.map(presentAdminPayment), skip, limit, count };
  });

  handle(app, contract.refundAdminPayment, async (request) => {
    const audit: Audit = (entry, tx) => app.operators.record(request, entry, tx);
    return { payment: presentAdminPayment(await service.refund(request.params.id, request.body.reason, audit)) };
  });

  handle(app, contract.recheckAdminPayment, async (request) => {
    const audit: Audit = (entry, tx) => app.operators.record(request, entry, tx);
    return { payment: presentAdminPayment(await service.recheck(request.params.id, audit)) };
  });
};

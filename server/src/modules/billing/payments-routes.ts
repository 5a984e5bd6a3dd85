import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { presentPayment } from './payments-presenter.ts';

/** POST/GET /api/payments, verify, and the sandbox checkout (billing issue); each is `access: 'customer'`. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments: service, paymentsRepository: repository } = app.billing;

  handle(app, contract.createPayment, async (request) => {
    const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const { payment, next } = await service.create(request.customer!, request.body, origin);
    return { payment: presentPayment(payment), next };
  });

  handle(app, contract.listPayments, async (request) => {
    const { skip, limit } = request.query;
    const { rows, count } = await repository.page(request.customer!.id, skip, limit);
    return { payments: rows.map(presentPayment), limit, skip, count };
  });

  handle(app, contract.getPayment, async (request) => ({
    payment: presentPayment(await service.get(request.customer!.id, request.params.id)),
  }));

  handle(app, contract.verifyPayment, async (request) => ({
    payment: presentPayment(await service.verify(request.customer!.id, request.params.id)),
  }));

  handle(app, contract.sandboxCheckout, async (request) => ({
    payment: presentPayment(await service.sandboxCheckout(request.customer!.id, request.params.id, request.body.outcome)),
  }));
};

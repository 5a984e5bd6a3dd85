import {
  createPaymentResponseSchema,
  createPaymentSchema,
  listResponseSchema,
  objectIdSchema,
  pageQuerySchema,
  paymentSchema,
  sandboxCheckoutSchema,
} from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentPayment } from './payments-presenter.ts';

const byId = { params: z.object({ id: objectIdSchema }) };
const onePayment = { response: { 200: z.object({ payment: paymentSchema }) } };

/** POST/GET /api/payments, verify, and the sandbox checkout (billing issue). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments: service, paymentsRepository: repository } = app.billing;
  app.addHook('onRequest', app.requireCustomer);

  app.post(
    '/payments',
    { schema: { body: createPaymentSchema, response: { 200: createPaymentResponseSchema } } },
    async (request) => {
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const { payment, next } = await service.create(request.customer!, request.body, origin);
      return { payment: presentPayment(payment), next };
    },
  );

  app.get(
    '/payments',
    { schema: { querystring: pageQuerySchema, response: { 200: listResponseSchema('payments', paymentSchema) } } },
    async (request) => {
      const { skip, limit } = request.query;
      const { rows, count } = await repository.page(request.customer!.id, skip, limit);
      return { payments: rows.map(presentPayment), limit, skip, count };
    },
  );

  app.get('/payments/:id', { schema: { ...byId, ...onePayment } }, async (request) => ({
    payment: presentPayment(await service.get(request.customer!.id, request.params.id)),
  }));

  app.post('/payments/:id/verify', { schema: { ...byId, ...onePayment } }, async (request) => ({
    payment: presentPayment(await service.verify(request.customer!.id, request.params.id)),
  }));

  app.post(
    '/payments/:id/sandbox-checkout',
    { schema: { ...byId, body: sandboxCheckoutSchema, ...onePayment } },
    async (request) => ({
      payment: presentPayment(await service.sandboxCheckout(request.customer!.id, request.params.id, request.body.outcome)),
    }),
  );
};

import { dataClearanceSchema, deletionRequestSchema, profileResponseSchema, updateCustomerSchema } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disconnectCustomer } from '../../realtime/auth.ts';
import { presentCustomer, presentProfile } from './presenter.ts';

/** Profile, account deletion and data clearance under /api/customers (§7). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireCustomer);
  const service = app.customerService;

  app.get('/profile', { schema: { response: { 200: profileResponseSchema } } }, async (request) =>
    presentProfile(request.customer!),
  );

  app.put('/', { schema: { body: updateCustomerSchema, response: { 200: profileResponseSchema } } }, async (request) =>
    presentProfile(await service.update(request.customer!, request.body)),
  );

  app.post(
    '/deletion',
    { schema: { body: deletionRequestSchema, response: { 200: z.object({ deletionScheduledFor: z.string() }) } } },
    async (request, reply) => {
      const customer = request.customer!;
      const scheduledFor = await service.requestDeletion(customer, request.body.reasons, request.body.comments);
      // The account is signed out everywhere; signing in again within the grace period cancels (§4).
      await app.endSession(request, reply);
      await app.sessions.revokeAll(customer.id);
      disconnectCustomer(app.io, customer.id);
      return { deletionScheduledFor: scheduledFor.toISOString() };
    },
  );

  app.delete('/deletion', { schema: { response: { 200: profileResponseSchema } } }, async (request) =>
    presentProfile(await service.cancelDeletion(request.customer!)),
  );

  app.post(
    '/data-clearance',
    { schema: { body: dataClearanceSchema, response: { 200: z.object({ customer: z.unknown(), erasesAt: z.string() }) } } },
    async (request) => {
      const { customer, erasesAt } = await service.requestClearance(request.customer!);
      return { customer: presentCustomer(customer), erasesAt: erasesAt.toISOString() };
    },
  );
};

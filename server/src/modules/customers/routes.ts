import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { disconnectCustomer } from '../../realtime/auth.ts';
import { presentCustomer, presentOwnProfile, presentProfile } from './presenter.ts';

/** Profile, account deletion and data clearance under /api/customers (§7); all for a signed-in customer. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.customerService;

  handle(app, contract.getProfile, async (request) => {
    const customer = request.customer!;
    return presentOwnProfile(customer, await app.operators.isOperator(customer));
  });

  handle(app, contract.updateProfile, async (request) => presentProfile(await service.update(request.customer!, request.body)));

  handle(app, contract.requestDeletion, async (request, reply) => {
    const customer = request.customer!;
    const scheduledFor = await service.requestDeletion(customer, request.body.reasons, request.body.comments);
    // The account is signed out everywhere; signing in again within the grace period cancels (§4).
    await app.endSession(request, reply);
    await app.sessions.revokeAll(customer.id);
    disconnectCustomer(app.io, customer.id);
    return { deletionScheduledFor: scheduledFor.toISOString() };
  });

  handle(app, contract.cancelDeletion, async (request) => presentProfile(await service.cancelDeletion(request.customer!)));

  handle(app, contract.clearData, async (request) => {
    const { customer, erasesAt } = await service.requestClearance(request.customer!);
    return { customer: presentCustomer(customer), erasesAt: erasesAt.toISOString() };
  });
};

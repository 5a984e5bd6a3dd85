import { contract, PAGE_SIZE } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { badRequest } from '../../lib/errors.ts';
import { PreferredModelRepository } from './repository.ts';

/** Providers and models (§7) and the customer's preferred model. */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const preferred = new PreferredModelRepository(app.database.db);

  // Public: guests see the layout and the model picker (§6).
  handle(app, contract.listProviders, (request) => {
    const { web, input, output } = request.query;
    const providers = app.ai.list({ input, output, web: web === 'true' });
    return { providers, limit: PAGE_SIZE, skip: 0, count: providers.length };
  });

  handle(app, contract.savePreferredModel, async (request) => {
    if (!app.ai.findModel(request.body.model)) throw badRequest('Unknown model. Choose one of the listed models.');
    await preferred.save(request.customer!.id, request.body.model);
    return { model: request.body.model };
  });
};

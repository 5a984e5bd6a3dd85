import {
  preferredModelBodySchema,
  preferredModelResponseSchema,
  providerListQuerySchema,
  providerListResponseSchema,
} from '../ai.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/** AI providers and the preferred model (§7). */
export const aiEndpoints = {
  listProviders: endpoint(routes.listProviders, {
    summary: 'Providers and their models, filtered by capability (public: guests see the model picker)',
    access: 'public',
    query: providerListQuerySchema,
    response: { 200: providerListResponseSchema },
  }),
  savePreferredModel: endpoint(routes.savePreferredModel, {
    summary: "Remember the customer's preferred model",
    access: 'customer',
    body: preferredModelBodySchema,
    response: { 200: preferredModelResponseSchema },
  }),
};

import {
  adminModelParamsSchema,
  adminModelsResponseSchema,
  adminPlanParamsSchema,
  adminPlanSchema,
  adminPlansResponseSchema,
  modelSettingsBodySchema,
  planUpdateBodySchema,
} from '../admin/catalog.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/** The operator console's catalog (issue 22): models and plans, applied to every instance at once. */
export const adminCatalogEndpoints = {
  listAdminModels: endpoint(routes.listAdminModels, {
    summary: 'Every model of every provider, disabled ones included, with the catalog’s values and the operator’s',
    access: 'operator',
    response: { 200: adminModelsResponseSchema },
  }),
  updateAdminModel: endpoint(routes.updateAdminModel, {
    summary: 'Enables or disables a model, makes it its provider’s default, sets its free allowance; 409 when changed meanwhile',
    access: 'operator',
    params: adminModelParamsSchema,
    body: modelSettingsBodySchema,
    response: { 200: adminModelsResponseSchema },
  }),
  listAdminPlans: endpoint(routes.listAdminPlans, {
    summary: 'The plans with their messages a day, prices and versions',
    access: 'operator',
    response: { 200: adminPlansResponseSchema },
  }),
  updateAdminPlan: endpoint(routes.updateAdminPlan, {
    summary: 'Changes a plan’s name, messages a day and prices; 409 when changed meanwhile',
    access: 'operator',
    params: adminPlanParamsSchema,
    body: planUpdateBodySchema,
    response: { 200: adminPlanSchema },
  }),
};

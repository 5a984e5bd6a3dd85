import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../../lib/endpoint.ts';
import { startLiveCatalog } from './live-catalog.ts';
import { ModelService } from './model-service.ts';
import { ModelSettingsRepository } from './model-settings-repository.ts';
import { AdminPlanRepository } from './plan-repository.ts';
import { PlanService } from './plan-service.ts';
import { presentAdminPlan, presentModels } from './presenter.ts';

/**
 * The console's catalog (issue 22): models and plans, stored in the database and applied to every
 * instance at once. The environment, AI_CATALOG and PLANS_CATALOG stay the seed values. The model
 * settings are read here at start-up, so customers get them from the first request on.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const settings = new ModelSettingsRepository(db);
  const plans = new AdminPlanRepository(db);
  const live = await startLiveCatalog(app, settings);
  const record = app.operators.record;
  const models = new ModelService({ db, registry: app.ai, settings, record });
  const planEdits = new PlanService({ db, plans, record });
  const modelList = async () => ({ models: presentModels(app.ai, await settings.list()) });

  handle(app, contract.listAdminModels, modelList);

  handle(app, contract.updateAdminModel, async (request) => {
    const { provider, model } = request.params;
    await models.update(request, provider, model, request.body);
    await live.modelsChanged();
    return modelList();
  });

  handle(app, contract.listAdminPlans, async () => ({ plans: (await plans.list()).map(presentAdminPlan) }));

  handle(app, contract.updateAdminPlan, async (request) => {
    const saved = await planEdits.update(request, request.params.key, request.body);
    live.plansChanged();
    return presentAdminPlan(saved);
  });
};

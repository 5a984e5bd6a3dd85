import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { adminCatalogRoutes } from './catalog/routes.ts';
import { adminCustomerRoutes } from './customers/routes.ts';
import { adminDashboardRoutes } from './dashboard/routes.ts';
import { adminPaymentRoutes } from './payments/routes.ts';
import { presentAuditEntries } from './presenter.ts';
import { adminReportRoutes } from './reports/routes.ts';

/** The operator's console under /api/admin (issue 22); every route is the contract's `access: 'operator'`. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  handle(app, contract.getOperator, (request) => ({ _id: request.operator!.id, email: request.operator!.email }));

  handle(app, contract.listAuditLog, async (request) => {
    const { skip, limit, targetType, targetId } = request.query;
    const { rows, count } = await app.operators.audit.page({ targetType, targetId }, skip, limit);
    const names = await app.operators.audit.targetNames(rows);
    return { entries: presentAuditEntries(rows, names, app.ai), skip, limit, count };
  });

  await app.register(adminDashboardRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminReportRoutes);
};

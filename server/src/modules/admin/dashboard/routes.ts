import { contract, TIMEZONE_HEADER } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../../lib/endpoint.ts';
import { DashboardRepository } from './repository.ts';
import { readDashboard } from './service.ts';

/** The console's dashboard (issue 22): figures for today, 7 or 30 days, in the operator's time zone. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new DashboardRepository(app.database.db);

  handle(app, contract.getDashboard, async (request) => {
    const timeZone = request.headers[TIMEZONE_HEADER];
    return readDashboard(repository, request.query.range, typeof timeZone === 'string' ? timeZone : undefined);
  });
};

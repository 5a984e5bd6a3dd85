import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The console's dashboard (issue 22). */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The console's reports (issue 22). */
export const adminReportRoutes: FastifyPluginAsyncZod = async () => {};

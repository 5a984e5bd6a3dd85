import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The console's customers (issue 22). */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async () => {};

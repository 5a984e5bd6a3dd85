import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The console's catalog (issue 22). */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async () => {};

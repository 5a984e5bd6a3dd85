import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The console's payments (issue 22). */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async () => {};

import { randomUUID } from 'node:crypto';
import fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@chat/protocol';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { scheduleAccountSweeps } from './jobs/account-sweeps.ts';
import { scheduleInterruptedAnswers } from './jobs/interrupted-answers.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { googleRoutes } from './modules/auth/google-routes.ts';
import { sessionRoutes } from './modules/auth/session-routes.ts';
import { signInChangeRoutes } from './modules/auth/sign-in-change-routes.ts';
import { paymentRoutes } from './modules/billing/payments-routes.ts';
import { applyPlansCatalog, registerBilling } from './modules/billing/plugin.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { webhookRoutes } from './modules/billing/webhook-routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { aiRoutes } from './modules/ai/routes.ts';
import { registerChat } from './modules/ai/plugin.ts';
import { chatRoutes } from './modules/chats/routes.ts';
import { registerFiles } from './modules/files/plugin.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { speechRoutes } from './modules/speech/routes.ts';
import { conversationRoutes } from './modules/conversations/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { registerOperators } from './modules/admin/plugin.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { shareRoutes } from './modules/shares/routes.ts';
import { registerExports } from './modules/exports/plugin.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { importRoutes } from './modules/imports/routes.ts';
import { registerWhatsApp } from './modules/whatsapp/plugin.ts';
import { whatsappRoutes } from './modules/whatsapp/routes.ts';
import { whatsappWebhookRoutes } from './modules/whatsapp/webhook-routes.ts';
import type { PlanCheck } from './modules/chats/turn/plan-check.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCacheControl } from './plugins/cache-control.ts';
import { registerDomainEvents } from './plugins/domain-events.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRouteTable } from './plugins/route-table.ts';
import { registerRedis } from './plugins/redis.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerServices } from './plugins/services.ts';
import { registerInstanceLease } from './plugins/instance-lease.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { authenticateSockets } from './realtime/auth.ts';
import { capSockets } from './realtime/connection-caps.ts';
import { forwardDomainEvents } from './realtime/domain-events.ts';
import { SocketEventRegistry } from './realtime/events.ts';
import { createRealtimeServer, type RealtimeServer } from './realtime/server.ts';
import { loggerOptions } from './logger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    io: RealtimeServer;
    /** Modules register their socket events here (realtime/events.ts). */
    socketEvents: SocketEventRegistry;
  }
}

export interface AppDependencies {
  /** An already open database (tests share one per file); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Closes the given database with the app (main.ts opens it before it loads the app). */
  closeDatabase?: boolean;
  /** Extra routes under /api (tests use it to exercise the shared request handling). */
  extraRoutes?: FastifyPluginAsync;
  /** Periodic jobs (account sweeps); tests turn them off and call them directly. */
  runJobs?: boolean;
  /** The send pipeline's plan check; the billing module's quota unless a test passes another (e.g. allowEveryone). */
  planCheck?: PlanCheck;
}

/** The largest JSON body a route reads (uploads are multipart, limited per route: files/multipart.ts). */
export const JSON_BODY_LIMIT_BYTES = 1_048_576;

/** Builds the whole server without listening (DESIGN §6.6): tests build, inject, close. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = fastify({
    logger: await loggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.isProduction,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openDatabase(config));
  app.decorate('config', config);
  app.decorate('database', database);
  if (!deps.database || deps.closeDatabase) app.addHook('onClose', () => database.close());

  app.decorate('socketEvents', new SocketEventRegistry());
  registerRouteTable(app);
  registerErrorHandler(app);
  await registerSecurity(app);
  registerCacheControl(app);
  await registerAuth(app);
  await registerOpenApi(app);
  await registerRedis(app);
  registerMetrics(app);
  app.socketEvents.observe((event, ack) => app.metrics.socketEvent(event, ack.ok));
  await registerRateLimit(app);
  registerDomainEvents(app);
  registerServices(app);
  registerOperators(app);
  registerInstanceLease(app);
  await registerBilling(app);
  await applyPlansCatalog(app);
  await registerFiles(app);
  await registerChat(app, deps.planCheck ?? app.billing.planCheck);
  registerWhatsApp(app, { runJobs: deps.runJobs ?? true });
  registerExports(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(signInChangeRoutes);
      await api.register(sessionRoutes);
      await api.register(customerRoutes);
      await api.register(googleRoutes);
      await api.register(billingRoutes);
      await api.register(paymentRoutes);
      await api.register(webhookRoutes);
      await api.register(conversationRoutes);
      await api.register(chatRoutes);
      await api.register(aiRoutes);
      await api.register(fileRoutes);
      await api.register(speechRoutes);
      await api.register(whatsappRoutes);
      await api.register(whatsappWebhookRoutes);
      await api.register(reportRoutes);
      await api.register(shareRoutes);
      await api.register(exportRoutes);
      await api.register(searchRoutes);
      await api.register(importRoutes);
      await api.register(adminRoutes);
      if (deps.extraRoutes) await api.register(deps.extraRoutes);
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, config.webDist);

  app.decorate('io', createRealtimeServer(app.server, config, app.log, app.socketEvents));
  // Loaded only with Redis (several instances), as ioredis itself.
  if (app.redis) (await import('./realtime/redis-adapter.ts')).useRedisAdapter(app, app.redis);
  forwardDomainEvents(app.domainEvents, app.io);
  authenticateSockets(app.io, app);
  capSockets(app.io, app);
  // Closing socket.io disconnects every socket before the HTTP server stops (graceful drain).
  app.addHook('preClose', async () => {
    await app.io.close();
  });

  if (deps.runJobs ?? true) {
    scheduleAccountSweeps(app);
    scheduleInterruptedAnswers(app);
  }
  await app.ready();
  return app;
}

import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';

const READY_TIMEOUT_MS = 2000;

/**
 * GET /health: liveness, the process answers; it asks nothing else, so a restart is never ordered
 * for a dependency a restart cannot fix (issue 37: it answered 503 "database unreachable" while
 * one customer's import held the embedded database). GET /ready: readiness for a balancer, the
 * database and Redis (when configured) answer within READY_TIMEOUT_MS.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = () => answers(() => app.database.ping());

  handle(app, contract.health, async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }));

  handle(app, contract.ready, async (request, reply) => {
    const redisClient = app.redis;
    const [database, redis] = await Promise.all([
      databaseAnswers(),
      redisClient ? answers(() => redisClient.ping()) : Promise.resolve('not-configured' as const),
    ]);
    const ready = database === 'ok' && redis !== 'unreachable';
    if (!ready) request.log.error({ database, redis }, 'not ready');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, redis });
  });
};

async function answers(probe: () => Promise<unknown>): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
  });
  const probing = probe();
  probing.catch(() => {}); // a probe that loses the race may still fail later
  try {
    await Promise.race([probing, timeout]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

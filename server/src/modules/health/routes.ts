import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';

const READY_TIMEOUT_MS = 2000;

/**
 * GET /health: liveness, with the database check of the foundation issue (503 when it does not
 * answer). GET /ready: readiness for a balancer, the database and Redis (when configured) answer.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = () => answers(() => app.database.ping());

  handle(app, contract.health, async (request, reply) => {
    const uptimeSeconds = Math.round(process.uptime());
    const database = await databaseAnswers();
    if (database === 'ok') return { status: 'ok' as const, database, uptimeSeconds };
    request.log.error('database unreachable');
    return reply.status(503).send({ status: 'unavailable', database, uptimeSeconds });
  });

  handle(app, contract.ready, async (_request, reply) => {
    const redisClient = app.redis;
    const [database, redis] = await Promise.all([
      databaseAnswers(),
      redisClient ? answers(() => redisClient.ping()) : Promise.resolve('not-configured' as const),
    ]);
    const ready = database === 'ok' && redis !== 'unreachable';
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

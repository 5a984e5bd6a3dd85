import { healthResponseSchema, readyResponseSchema } from '../health.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/** Liveness and readiness for operators; readiness answers 503 with the same shape when a dependency is down. */
export const healthEndpoints = {
  health: endpoint(routes.health, {
    summary: 'Liveness: the process answers (no dependency is asked)',
    access: 'public',
    response: { 200: healthResponseSchema },
  }),
  ready: endpoint(routes.ready, {
    summary: 'Readiness for a load balancer: the database and Redis (when configured) answer',
    access: 'public',
    response: { 200: readyResponseSchema, 503: readyResponseSchema },
  }),
};

import { z } from 'zod';

/**
 * GET /api/health: liveness, the process answers. It asks no dependency (issue 37): a database
 * busy with one customer's long work must not get a healthy instance restarted.
 */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});

/** GET /api/ready: may this instance take traffic? Database and (when configured) Redis answer. */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  redis: z.enum(['ok', 'unreachable', 'not-configured']),
});

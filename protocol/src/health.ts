import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number(),
});

/** GET /api/ready: may this instance take traffic? Database and (when configured) Redis answer. */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  redis: z.enum(['ok', 'unreachable', 'not-configured']),
});

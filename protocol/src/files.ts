import { z } from 'zod';
import { PLAN_KEYS } from './constants.ts';
import { objectIdSchema } from './ids.ts';
import { multiLineText } from './text-schemas.ts';

/** A stored file as every response carries it: `url` is where its owner fetches it. */
export const fileSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string(),
});
export type StoredFile = z.infer<typeof fileSchema>;

/**
 * GET /files/storage: the bytes the customer's files take (uploads and generated images and
 * spoken answers) and what the plan in force allows; an upload that would go past it is refused.
 */
export const storageUsageSchema = z.object({
  plan: z.enum(PLAN_KEYS),
  usedBytes: z.number().int().nonnegative(),
  limitBytes: z.number().int().nonnegative(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** POST /speech/transcriptions answers the recognised text. */
export const transcriptionResponseSchema = z.object({ text: z.string() });

/** POST /speech: an answer read aloud; 404 when no speech model is configured (the browser speaks instead). */
export const synthesizeBodySchema = z.strictObject({ text: multiLineText().trim().min(1).max(4096) });

import { readFileSync } from 'node:fs';
import { PLAN_KEYS, priceSchema, publicLineText } from '@chat/protocol';
import { z } from 'zod';

/**
 * The operator's plan catalog (PLANS_CATALOG): replaces the seeded rows of the plans it lists at
 * start-up. Free's messagesPerDay is N, the free messages a day; null means unlimited.
 * storageMB is the room for a customer's files.
 */
const catalogPlanSchema = z.strictObject({
  key: z.enum(PLAN_KEYS),
  // The console's rule for a plan's name (shown to everyone); a NUL would reach the database, which refuses it.
  name: publicLineText().min(1).max(40),
  messagesPerDay: z.number().int().min(0).nullable(),
  /** File storage in MB (MiB, at most a TiB); the seeded value when absent. */
  storageMB: z.number().int().min(0).max(1_048_576).optional(),
  prices: z.array(priceSchema),
});

export const plansCatalogSchema = z
  .strictObject({ plans: z.array(catalogPlanSchema).min(1) })
  .refine(({ plans }) => new Set(plans.map((plan) => plan.key)).size === plans.length, {
    message: 'each plan key may appear once',
  })
  .refine(({ plans }) => plans.every((plan) => plan.key !== 'free' || plan.prices.length === 0), {
    message: 'the free plan has no prices',
  })
  .refine(
    ({ plans }) =>
      plans.every((plan) => new Set(plan.prices.map((p) => `${p.duration}/${p.currency}`)).size === plan.prices.length),
    { message: 'a plan has one price per duration and currency' },
  );
export type PlansCatalog = z.infer<typeof plansCatalogSchema>;

/** Reads and validates the file; the error says what is wrong, for the start-up message. */
export function readPlansCatalog(file: string): PlansCatalog {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file} as JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const parsed = plansCatalogSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`${file} is not a valid plan catalog: ${issues.join('; ')}`);
  }
  return parsed.data;
}

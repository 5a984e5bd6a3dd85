import { publicLineText, singleLineText } from '../text-schemas.ts';
import { z } from 'zod';
import { priceSchema } from '../billing.ts';
import { PLAN_DURATIONS, PLAN_KEYS } from '../constants.ts';

/** The most a model's free allowance may be, in thousands of tokens a day (a billion tokens). */
export const MAX_FREE_CHAT = 1_000_000;

/**
 * A model as the console shows it: the catalog's values (AI_CATALOG or the built-in defaults, the
 * seed) and what the operator set over them. `version` 0: the operator never changed it.
 */
export const adminModelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  provider: z.string(),
  providerName: z.string(),
  /** What customers get now. */
  enabled: z.boolean(),
  isDefault: z.boolean(),
  maxFreeChat: z.number(),
  /** What the catalog says, before the operator's settings. */
  catalog: z.object({ isDefault: z.boolean(), maxFreeChat: z.number() }),
  version: z.number().int(),
  updatedAt: z.iso.datetime().nullable(),
});
export type AdminModel = z.infer<typeof adminModelSchema>;

export const adminModelsResponseSchema = z.object({ models: z.array(adminModelSchema) });
export type AdminModels = z.infer<typeof adminModelsResponseSchema>;

export const adminModelParamsSchema = z.object({
  provider: singleLineText().min(1).max(100),
  model: singleLineText().min(1).max(200),
});

/** PUT /admin/models/:provider/:model: the whole setting, and the version it was read at. */
export const modelSettingsBodySchema = z.strictObject({
  enabled: z.boolean(),
  isDefault: z.boolean(),
  maxFreeChat: z
    .number()
    .min(0, 'The free allowance cannot be negative.')
    .max(MAX_FREE_CHAT, `The free allowance is at most ${MAX_FREE_CHAT.toLocaleString('en')} thousand tokens a day.`),
  version: z.number().int().min(0),
});
export type ModelSettingsBody = z.infer<typeof modelSettingsBodySchema>;

/** A price an operator sets: a whole, positive amount in minor units (cents; XAF has none). */
export const adminPriceSchema = z.object({
  duration: z.enum(PLAN_DURATIONS),
  amount: z
    .number()
    .int('A price is a whole number of the currency’s minor units (cents).')
    .min(1, 'A price must be more than 0.')
    .max(100_000_000, 'A price is at most 100,000,000 minor units.'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'A currency is a three-letter ISO code such as EUR.'),
});

/** A plan as the console shows it; `editedAt` null: as the seed or the catalog file left it. */
export const adminPlanSchema = z.object({
  _id: z.enum(PLAN_KEYS),
  name: z.string(),
  /** Free's is the free daily quota; null is unlimited. */
  messagesPerDay: z.number().int().nullable(),
  prices: z.array(priceSchema),
  storageBytes: z.number().int(),
  version: z.number().int(),
  editedAt: z.iso.datetime().nullable(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlansResponseSchema = z.object({ plans: z.array(adminPlanSchema) });
export type AdminPlans = z.infer<typeof adminPlansResponseSchema>;

// No control characters (the database refuses NUL): a key that is not one of the plans is then a 404.
export const adminPlanParamsSchema = z.object({ key: singleLineText().min(1).max(40) });

/** PUT /admin/plans/:key: the plan's name, messages a day and prices, and the version they were read at. */
export const planUpdateBodySchema = z.strictObject({
  /** Shown to everyone on the plans page: no control or bidirectional control character. */
  name: publicLineText().min(1).max(40),
  messagesPerDay: z.number().int('Messages a day is a whole number.').min(0).max(1_000_000).nullable(),
  prices: z.array(adminPriceSchema).max(30),
  version: z.number().int().min(1),
});
export type PlanUpdateBody = z.infer<typeof planUpdateBodySchema>;

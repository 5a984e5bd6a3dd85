import { z } from 'zod';
import { PLAN_KEYS } from './constants.ts';
import { singleLineText } from './text-schemas.ts';

/**
 * Which daily limit refused a message (§4 chats:request no-subscription, §9): the plan's messages a
 * day, or the Free plan's allowance on one model (maxFreeChat × 1000 tokens a day), which leaves
 * the other models free to use.
 */
export type QuotaLimit = 'messages' | 'model';

/** GET /quota: the model asked about (the composer's); without one only the messages are told. */
export const quotaQuerySchema = z.object({
  provider: singleLineText().min(1).max(100).optional(),
  model: singleLineText().min(1).max(200).optional(),
});

/**
 * What is left of today (in the customer's time zone, the X-Timezone header). `null` counts mean no
 * cap: Plus has none, and only Free has a per-model token allowance.
 */
export const quotaResponseSchema = z.object({
  plan: z.enum(PLAN_KEYS),
  messagesPerDay: z.number().int().nullable(),
  messagesLeft: z.number().int().min(0).nullable(),
  model: z
    .object({
      provider: z.string(),
      _id: z.string(),
      /** maxFreeChat × 1000 on Free; a catalog may give a fractional maxFreeChat. */
      tokensPerDay: z.number().nullable(),
      tokensLeft: z.number().min(0).nullable(),
    })
    .nullable(),
});
export type Quota = z.infer<typeof quotaResponseSchema>;

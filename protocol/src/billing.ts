import { z } from 'zod';
import { PLAN_DURATIONS, PLAN_KEYS, PAYMENT_METHODS } from './constants.ts';
import { objectIdSchema } from './ids.ts';
import { listResponseSchema } from './list.ts';
import { singleLineText } from './text-schemas.ts';

const planKeySchema = z.enum(PLAN_KEYS);
const durationSchema = z.enum(PLAN_DURATIONS);
const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** A price in minor units (cents) of its currency. */
export const priceSchema = z.object({
  duration: durationSchema,
  amount: z.number().int().min(0),
  currency: z.string().length(3),
});

/** A plan of the catalog (§1, §2 plans): Free shows "N messages/day"; Plus is unlimited (null). */
const planSchema = z.object({
  _id: planKeySchema,
  name: z.string(),
  messagesPerDay: z.number().int().min(0).nullable(),
  prices: z.array(priceSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

/** The customer subscription entity of §3: `_id` and a nested subscription. */
const customerSubscriptionSchema = z.object({
  _id: objectIdSchema,
  subscription: z.object({
    _id: objectIdSchema,
    plan: planKeySchema,
    name: z.string(),
    duration: durationSchema,
    startDate: z.string(),
    endDate: z.string(),
    canceledAt: z.string().nullable(),
  }),
});
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled', 'refunded'] as const;

/** A payment as the client sees it (subscribe verify step, payments history). */
const paymentSchema = z.object({
  _id: objectIdSchema,
  plan: planKeySchema,
  duration: durationSchema,
  method: paymentMethodSchema,
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  phone: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /payments: what to buy and how. Unknown fields (an amount, say) are ignored: prices come from the catalog. */
export const createPaymentSchema = z.object({
  plan: z.enum(['starter', 'plus']),
  duration: durationSchema,
  method: paymentMethodSchema,
  phone: singleLineText().max(20).optional(),
});

/** What the client does next: go to the card checkout, or wait for the customer to accept on the phone. */
const paymentNextSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({ type: z.literal('accept-on-phone') }),
]);
export const createPaymentResponseSchema = z.object({ payment: paymentSchema, next: paymentNextSchema });

export const sandboxCheckoutSchema = z.object({ outcome: z.enum(['paid', 'canceled']) }).strict();
export type SandboxOutcome = z.infer<typeof sandboxCheckoutSchema>['outcome'];
export type CreatePaymentBody = z.input<typeof createPaymentSchema>;

/** Single payment answers are wrapped as `{payment}`. */
export const paymentResponseSchema = z.object({ payment: paymentSchema });

export const paymentListResponseSchema = listResponseSchema('payments', paymentSchema);

export const subscriptionListResponseSchema = listResponseSchema('subscriptions', customerSubscriptionSchema);

/** The subscription in force now, or null on the free plan. */
export const activeSubscriptionResponseSchema = z.object({ subscription: customerSubscriptionSchema.nullable() });

/** What a gateway's webhook is answered once its delivery is taken in. */
export const webhookReceiptSchema = z.object({ received: z.literal(true) });

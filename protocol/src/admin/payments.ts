import { z } from 'zod';
import { PAYMENT_STATUSES } from '../billing.ts';
import { PAYMENT_METHODS, PLAN_DURATIONS, PLAN_KEYS } from '../constants.ts';
import { objectIdSchema } from '../ids.ts';
import { listResponseSchema, pageQuerySchema } from '../list.ts';
import { multiLineText } from '../text-schemas.ts';

/** The ways money is collected: Stripe (card), pawaPay (mobile money), and the offline sandbox. */
export const PAYMENT_GATEWAYS = ['stripe', 'pawapay', 'sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** GET /admin/payments: every payment, newest first, optionally of one status and one gateway. */
export const adminPaymentsQuerySchema = pageQuerySchema.extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
  gateway: z.enum(PAYMENT_GATEWAYS).optional(),
});

/** A payment as the console lists it: who paid, for what, how, and what became of it. */
export const adminPaymentSchema = z.object({
  _id: objectIdSchema,
  customer: z.object({ _id: objectIdSchema, email: z.string().nullable(), phone: z.string().nullable() }),
  plan: z.enum(PLAN_KEYS),
  duration: z.enum(PLAN_DURATIONS),
  method: z.enum(PAYMENT_METHODS),
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** Minor units of the currency (cents; whole francs for XAF). */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
  refundReason: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsResponseSchema = listResponseSchema('payments', adminPaymentSchema);
export type AdminPaymentList = z.infer<typeof adminPaymentsResponseSchema>;

export const REFUND_REASON_MAX = 500;

/** POST /admin/payments/:id/refund: why (kept on the payment and in the audit log). */
export const refundPaymentRequestSchema = z
  .object({ reason: multiLineText().trim().min(1, 'must not be empty').max(REFUND_REASON_MAX) })
  .strict();
export type RefundPaymentRequest = z.input<typeof refundPaymentRequestSchema>;

/** The refund and the re-check answer the payment as it now is. */
export const adminPaymentResponseSchema = z.object({ payment: adminPaymentSchema });
export type AdminPaymentResponse = z.infer<typeof adminPaymentResponseSchema>;

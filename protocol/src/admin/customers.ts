import { z } from 'zod';
import { PLAN_DURATIONS, PLAN_KEYS } from '../constants.ts';
import { objectIdSchema } from '../ids.ts';
import { adminPaymentSchema as adminPaymentListingSchema } from './payments.ts';
import { listResponseSchema, pageQuerySchema } from '../list.ts';
import { multiLineText, singleLineText } from '../text-schemas.ts';

const planKeySchema = z.enum(PLAN_KEYS);
const durationSchema = z.enum(PLAN_DURATIONS);

/** GET /admin/customers: a search by id, e-mail, phone or name; empty for the newest customers. */
export const customerSearchQuerySchema = pageQuerySchema.extend({
  q: singleLineText().max(200).default(''),
});

/** One customer of the search results: who they are and the plan in force now. */
export const customerSummarySchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.iso.datetime(),
  plan: planKeySchema,
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSearchResponseSchema = listResponseSchema('customers', customerSummarySchema).extend({
  /** True when more matched than were counted (`count` stops at a cap so a broad search stays cheap). */
  countCapped: z.boolean(),
});
export type CustomerSearch = z.infer<typeof customerSearchResponseSchema>;

export const customerParamsSchema = z.object({ id: objectIdSchema });
export const customerSubscriptionParamsSchema = z.object({ id: objectIdSchema, subscriptionId: objectIdSchema });

/** GET /admin/customers/:id: which page of the customer's payments to show. */
export const customerDetailQuerySchema = z.object({
  paymentsSkip: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** One subscription as the console shows it: canceled and future ones too, with who granted it and why. */
export const adminSubscriptionSchema = z.object({
  _id: objectIdSchema,
  plan: planKeySchema,
  duration: durationSchema,
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  canceledAt: z.iso.datetime().nullable(),
  /** The payment that bought it; null for one an operator granted. */
  paymentId: z.string().nullable(),
  /** The operator who granted it (their e-mail when their account still exists), and the reason given. */
  grantedBy: z.object({ _id: z.string(), email: z.string().nullable() }).nullable(),
  grantReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** A customer's payment on their page: as the console's payments list shows it, the customer aside. */
const adminPaymentSchema = adminPaymentListingSchema.omit({ customer: true });
export type AdminCustomerPayment = z.infer<typeof adminPaymentSchema>;

/** Messages sent (those the quota counts) and tokens spent on every model since the start of a period. */
const usageSchema = z.object({ since: z.iso.datetime(), messages: z.number().int(), tokens: z.number().int() });

/** Everything the console shows of a customer. Never any message content or conversation name. */
export const customerDetailResponseSchema = z.object({
  customer: z.object({
    _id: objectIdSchema,
    name: z.string(),
    firstName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    locale: z.string().nullable(),
    createdAt: z.iso.datetime(),
    deletionRequestedAt: z.iso.datetime().nullable(),
    /** When the account is erased, if deletion was requested (the grace period). */
    deletionScheduledFor: z.iso.datetime().nullable(),
    clearanceRequestedAt: z.iso.datetime().nullable(),
  }),
  linked: z.object({
    google: z.object({ email: z.string().nullable() }).nullable(),
    whatsapp: z.object({ phone: z.string(), linkedAt: z.iso.datetime() }).nullable(),
  }),
  isOperator: z.boolean(),
  liveSessions: z.number().int(),
  plan: z.object({ key: planKeySchema, name: z.string() }),
  usage: z.object({ timeZone: z.string(), today: usageSchema, month: usageSchema }),
  subscriptions: z.array(adminSubscriptionSchema),
  payments: listResponseSchema('payments', adminPaymentSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailResponseSchema>;

/** Why the operator acts: written to the audit log. */
const reasonSchema = multiLineText()
  .trim()
  .min(1, { error: 'give a reason (1 to 500 characters)' })
  .max(500, { error: 'give a reason (1 to 500 characters)' });

export const GRANTABLE_PLANS = ['starter', 'plus'] as const;
export const GRANT_MAX_COUNT = 52;

/** POST /admin/customers/:id/subscriptions: grant a plan for `count` × `duration`, or extend the live one of that plan. */
export const grantSubscriptionSchema = z
  .object({
    plan: z.enum(GRANTABLE_PLANS, { error: 'plan must be starter or plus' }),
    duration: z.enum(PLAN_DURATIONS, { error: 'duration must be week, month or year' }),
    count: z
      .number({ error: `count must be a whole number from 1 to ${GRANT_MAX_COUNT}` })
      .int({ error: `count must be a whole number from 1 to ${GRANT_MAX_COUNT}` })
      .min(1, { error: `count must be a whole number from 1 to ${GRANT_MAX_COUNT}` })
      .max(GRANT_MAX_COUNT, { error: `count must be a whole number from 1 to ${GRANT_MAX_COUNT}` })
      .default(1),
    reason: reasonSchema,
  })
  .strict();
export type GrantSubscriptionBody = z.input<typeof grantSubscriptionSchema>;

/** The body of the other actions on a customer: only the reason. */
export const customerActionSchema = z.object({ reason: reasonSchema }).strict();
export type CustomerActionBody = z.input<typeof customerActionSchema>;

export const adminSubscriptionResponseSchema = z.object({ subscription: adminSubscriptionSchema });
export const endSessionsResponseSchema = z.object({ ended: z.number().int() });
export const startDeletionResponseSchema = z.object({ deletionScheduledFor: z.iso.datetime() });

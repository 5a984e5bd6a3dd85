import { z } from 'zod';

/** The dashboard's periods: today (by hour), or the last 7 or 30 days including today (by day). */
export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const dashboardQuerySchema = z.object({ range: z.enum(DASHBOARD_RANGES).default('today') });

/** Money in minor units (cents; francs for XAF) of one currency, its ISO code as the payment stores it. */
const moneySchema = z.object({ currency: z.string(), amount: z.number().int() });

/** One bucket of the series: an hour of today, or a day of the range, in the operator's time zone. */
export const dashboardPointSchema = z.object({
  /** When the bucket starts. */
  start: z.iso.datetime(),
  messages: z.number().int(),
  activeCustomers: z.number().int(),
  signUps: z.number().int(),
  /** Succeeded payments settled in the bucket, one entry per currency. */
  revenue: z.array(moneySchema),
});
export type DashboardPoint = z.infer<typeof dashboardPointSchema>;

export const dashboardResponseSchema = z.object({
  range: z.enum(DASHBOARD_RANGES),
  /** The IANA zone the days are counted in (the X-Timezone header's, UTC when absent or unknown). */
  timeZone: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  totals: z.object({
    /** Messages customers sent (one exchange each; imported and copied-in exchanges are not counted). */
    messages: z.number().int(),
    /** Distinct customers who sent at least one message in the range. */
    activeCustomers: z.number().int(),
    signUps: z.number().int(),
    promptTokens: z.number().int(),
    completionTokens: z.number().int(),
    totalTokens: z.number().int(),
    /** Customers with a current subscription now, whatever the range. */
    payingCustomers: z.number().int(),
  }),
  series: z.object({ unit: z.enum(['hour', 'day']), points: z.array(dashboardPointSchema) }),
  tokensByModel: z.array(
    z.object({
      provider: z.string(),
      model: z.string(),
      messages: z.number().int(),
      promptTokens: z.number().int(),
      completionTokens: z.number().int(),
      totalTokens: z.number().int(),
    }),
  ),
  /** Customers by the plan of their current subscription now; `granted` of them by an operator rather than paid. */
  payingByPlan: z.array(z.object({ plan: z.string(), name: z.string(), customers: z.number().int(), granted: z.number().int() })),
  /** Succeeded payments settled in the range (refunded ones are not revenue), by gateway and currency. */
  revenue: z.array(z.object({ gateway: z.string(), currency: z.string(), payments: z.number().int(), amount: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardResponseSchema>;

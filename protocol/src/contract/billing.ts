import {
  activeSubscriptionResponseSchema,
  createPaymentResponseSchema,
  createPaymentSchema,
  paymentListResponseSchema,
  paymentResponseSchema,
  plansResponseSchema,
  sandboxCheckoutSchema,
  subscriptionListResponseSchema,
  webhookReceiptSchema,
} from '../billing.ts';
import { idParamsSchema } from '../ids.ts';
import { pageQuerySchema } from '../list.ts';
import { quotaQuerySchema, quotaResponseSchema } from '../quota.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/**
 * The gateways' webhooks take no body schema: the server keeps their body as raw bytes, since
 * Stripe signs exactly those bytes and pawaPay's callback is parsed by hand.
 */
const webhook = { access: 'webhook', response: { 200: webhookReceiptSchema } } as const;

/** Plans, subscriptions, payments and the payment webhooks (§5, §7). */
export const billingEndpoints = {
  listPlans: endpoint(routes.listPlans, {
    summary: 'The plan catalog with its prices',
    access: 'public',
    response: { 200: plansResponseSchema },
  }),
  listSubscriptions: endpoint(routes.listSubscriptions, {
    summary: "The customer's subscriptions, newest first",
    access: 'customer',
    query: pageQuerySchema,
    response: { 200: subscriptionListResponseSchema },
  }),
  activeSubscription: endpoint(routes.activeSubscription, {
    summary: 'The subscription in force now, or null',
    access: 'customer',
    response: { 200: activeSubscriptionResponseSchema },
  }),
  getQuota: endpoint(routes.getQuota, {
    summary: "What is left today of the plan's messages and of the model's free allowance",
    access: 'customer',
    query: quotaQuerySchema,
    response: { 200: quotaResponseSchema },
  }),
  createPayment: endpoint(routes.createPayment, {
    summary: 'Start paying for a plan by card or mobile money; answers what the client does next',
    access: 'customer',
    body: createPaymentSchema,
    response: { 200: createPaymentResponseSchema },
  }),
  listPayments: endpoint(routes.listPayments, {
    summary: "The customer's payments, newest first",
    access: 'customer',
    query: pageQuerySchema,
    response: { 200: paymentListResponseSchema },
  }),
  getPayment: endpoint(routes.getPayment, {
    summary: 'One payment',
    access: 'customer',
    params: idParamsSchema,
    response: { 200: paymentResponseSchema },
  }),
  verifyPayment: endpoint(routes.verifyPayment, {
    summary: "Settle a payment from the gateway's own record and answer it",
    access: 'customer',
    params: idParamsSchema,
    response: { 200: paymentResponseSchema },
  }),
  sandboxCheckout: endpoint(routes.sandboxCheckout, {
    summary: "Pay or cancel at the sandbox gateway's checkout (no gateway configured)",
    access: 'customer',
    params: idParamsSchema,
    body: sandboxCheckoutSchema,
    response: { 200: paymentResponseSchema },
  }),
  stripeWebhook: endpoint(routes.stripeWebhook, {
    summary: "Stripe's checkout events, checked by their signature",
    ...webhook,
  }),
  pawapayWebhook: endpoint(routes.pawapayWebhook, {
    summary: "pawaPay's final deposit callback, confirmed with pawaPay before anything is granted",
    ...webhook,
  }),
};

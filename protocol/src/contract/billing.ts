/** Plans, subscriptions, payments and the payment webhooks (§5, §7). */
export const billingEndpoints = {};

/** Plans, subscriptions, payments and the payment webhooks. */
export const listPlans = { method: 'GET', path: '/plans' } as const;
export const listSubscriptions = { method: 'GET', path: '/customer/subscriptions' } as const;
export const activeSubscription = { method: 'GET', path: '/customer/subscriptions/active' } as const;
export const createPayment = { method: 'POST', path: '/payments' } as const;
export const listPayments = { method: 'GET', path: '/payments' } as const;
export const getPayment = { method: 'GET', path: '/payments/:id' } as const;
export const verifyPayment = { method: 'POST', path: '/payments/:id/verify' } as const;
export const sandboxCheckout = { method: 'POST', path: '/payments/:id/sandbox-checkout' } as const;
export const stripeWebhook = { method: 'POST', path: '/webhooks/stripe' } as const;
export const pawapayWebhook = { method: 'POST', path: '/webhooks/pawapay' } as const;
/** What is left of today's messages and of the chosen model's free allowance. */
export const getQuota = { method: 'GET', path: '/quota' } as const;

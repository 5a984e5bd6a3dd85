/** The operator console's customers (issue 22); operators only. */
export const searchCustomers = { method: 'GET', path: '/admin/customers' } as const;
export const getCustomerDetail = { method: 'GET', path: '/admin/customers/:id' } as const;
export const grantSubscription = { method: 'POST', path: '/admin/customers/:id/subscriptions' } as const;
export const cancelCustomerSubscription = {
  method: 'POST',
  path: '/admin/customers/:id/subscriptions/:subscriptionId/cancel',
} as const;
export const endCustomerSessions = { method: 'POST', path: '/admin/customers/:id/sessions/end' } as const;
export const startCustomerDeletion = { method: 'POST', path: '/admin/customers/:id/deletion' } as const;

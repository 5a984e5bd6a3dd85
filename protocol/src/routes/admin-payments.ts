/** The operator console's payments (issue 22); operators only. */
export const listAdminPayments = { method: 'GET', path: '/admin/payments' } as const;
export const refundAdminPayment = { method: 'POST', path: '/admin/payments/:id/refund' } as const;
export const recheckAdminPayment = { method: 'POST', path: '/admin/payments/:id/recheck' } as const;

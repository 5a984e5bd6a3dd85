/** The operator's console (issue 22): who the operator is, and the audit log of operator actions. */
export const getOperator = { method: 'GET', path: '/admin/operator' } as const;
export const listAuditLog = { method: 'GET', path: '/admin/audit' } as const;

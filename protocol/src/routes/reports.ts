/** Content reports. */
export const reportContent = { method: 'POST', path: '/reports' } as const;
/** The customer's own reports and their outcome (issue 22). */
export const listOwnReports = { method: 'GET', path: '/reports' } as const;

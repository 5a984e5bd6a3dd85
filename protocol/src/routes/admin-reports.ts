/** The operator console's reports (issue 22); operators only. */
export const listAdminReports = { method: 'GET', path: '/admin/reports' } as const;
export const reviewAdminReport = { method: 'POST', path: '/admin/reports/:id/review' } as const;

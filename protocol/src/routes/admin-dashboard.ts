/** The operator console's dashboard (issue 22); operators only. */
export const getDashboard = { method: 'GET', path: '/admin/dashboard' } as const;

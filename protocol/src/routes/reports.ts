/** Content reports. */
export const reportContent = { method: 'POST', path: '/reports' } as const;

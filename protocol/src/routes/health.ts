/** Liveness and readiness. */
export const health = { method: 'GET', path: '/health' } as const;
export const ready = { method: 'GET', path: '/ready' } as const;

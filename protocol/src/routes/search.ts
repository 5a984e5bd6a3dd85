/** Full-text search over every message of the signed-in customer (issue 20). */
export const searchMessages = { method: 'GET', path: '/search' } as const;

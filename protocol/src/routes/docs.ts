/** The API's own description. */
export const openApiDocument = { method: 'GET', path: '/openapi.json' } as const;

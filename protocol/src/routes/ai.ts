/** AI providers and the preferred model. */
export const listProviders = { method: 'GET', path: '/ai/providers' } as const;
export const savePreferredModel = { method: 'PUT', path: '/ai/preferred-model' } as const;

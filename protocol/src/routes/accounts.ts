/** The profile: details, verified identifiers, the Google link, deletion and data clearance. */
export const updateProfile = { method: 'PUT', path: '/customers' } as const;
export const requestIdentifierCode = {
  method: 'POST',
  path: '/customers/auth/verify-identifier/request',
} as const;
export const verifyIdentifier = { method: 'POST', path: '/customers/auth/verify-identifier' } as const;
export const linkGoogle = { method: 'POST', path: '/customers/links/google' } as const;
export const unlinkGoogle = { method: 'DELETE', path: '/customers/links/google' } as const;
export const requestDeletion = { method: 'POST', path: '/customers/deletion' } as const;
export const cancelDeletion = { method: 'DELETE', path: '/customers/deletion' } as const;
export const clearData = { method: 'POST', path: '/customers/data-clearance' } as const;

/** The profile: details, verified identifiers, the Google link, deletion and data clearance. */
export const updateProfile = { method: 'PUT', path: '/customers' } as const;
export const requestIdentifierCode = {
  method: 'POST',
  path: '/customers/auth/verify-identifier/request',
} as const;
export const verifyIdentifier = { method: 'POST', path: '/customers/auth/verify-identifier' } as const;
/** Proving ownership again before a sign-in change (ASVS 7.5.1), and undoing a change from its notice. */
export const requestReauthenticationCode = {
  method: 'POST',
  path: '/customers/auth/reauthenticate/request',
} as const;
export const reauthenticate = { method: 'POST', path: '/customers/auth/reauthenticate' } as const;
export const undoSignInChange = { method: 'POST', path: '/customers/auth/sign-in-changes/undo' } as const;
export const linkGoogle = { method: 'POST', path: '/customers/links/google' } as const;
export const unlinkGoogle = { method: 'DELETE', path: '/customers/links/google' } as const;
export const requestDeletion = { method: 'POST', path: '/customers/deletion' } as const;
export const cancelDeletion = { method: 'DELETE', path: '/customers/deletion' } as const;
export const clearData = { method: 'POST', path: '/customers/data-clearance' } as const;

/** The customer's own sessions (issue 37, ASVS 7.5.2): see where the account is signed in and end any of them. */
export const listSessions = { method: 'GET', path: '/customers/sessions' } as const;
export const signOutSession = { method: 'DELETE', path: '/customers/sessions/:id' } as const;
export const signOutOtherSessions = { method: 'POST', path: '/customers/sessions/sign-out-others' } as const;

/** The signed-in session: who is signed in, signing out, and which sign-in methods exist. */
export const getProfile = { method: 'GET', path: '/customers/profile' } as const;
export const logout = { method: 'POST', path: '/customers/auth/logout' } as const;
export const authOptions = { method: 'GET', path: '/customers/auth/options' } as const;

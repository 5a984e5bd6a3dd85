/** Signing in and up: one-time codes, passwords, password reset, Google. */
export const requestSignInCode = { method: 'POST', path: '/customers/auth/otp' } as const;
export const signUp = { method: 'POST', path: '/customers/auth/signup' } as const;
export const passwordLogin = { method: 'POST', path: '/customers/auth/login' } as const;
export const codeLogin = { method: 'POST', path: '/customers/auth/login/verify' } as const;
export const requestPasswordReset = {
  method: 'POST',
  path: '/customers/auth/password/reset-request',
} as const;
export const resetPassword = { method: 'POST', path: '/customers/auth/password/reset' } as const;
export const googleStart = { method: 'GET', path: '/customers/auth/google/start' } as const;
export const googleLogin = { method: 'POST', path: '/customers/auth/login/google' } as const;

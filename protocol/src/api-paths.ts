/** REST paths under `/api` (§7), in one module for web and server. */
export const API_PREFIX = '/api';

export const apiPaths = {
  health: '/health',
  profile: '/customers/profile',
  customers: '/customers',
  otp: '/customers/auth/otp',
  login: '/customers/auth/login',
  loginVerify: '/customers/auth/login/verify',
  signup: '/customers/auth/signup',
  resetRequest: '/customers/auth/password/reset-request',
  reset: '/customers/auth/password/reset',
  verifyIdentifierRequest: '/customers/auth/verify-identifier/request',
  verifyIdentifier: '/customers/auth/verify-identifier',
  googleLogin: '/customers/auth/login/google',
  googleStart: '/customers/auth/google/start',
  authOptions: '/customers/auth/options',
  logout: '/customers/auth/logout',
  googleLink: '/customers/links/google',
  deletion: '/customers/deletion',
  dataClearance: '/customers/data-clearance',
} as const;

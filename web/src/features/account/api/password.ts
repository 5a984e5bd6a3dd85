import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** A signed-in customer sets or changes the password with a code sent to their e-mail or phone. */
export const requestPasswordCode = (identifier: string) => api.call(routes.requestPasswordReset, { body: { identifier } });

export const setPassword = (identifier: string, code: string, password: string, confirmPassword: string) =>
  api.call(routes.resetPassword, { body: { identifier, code, password, confirmPassword } });

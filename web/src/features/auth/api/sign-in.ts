import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** The sign-in calls of the accounts issue (one module: they share their shapes). */
export const requestSignInCode = (identifier: string) => api.call(routes.requestSignInCode, { body: { identifier } });

export const signInWithPassword = (identifier: string, password: string) =>
  api.call(routes.passwordLogin, { body: { identifier, password } });

export const signInWithCode = (identifier: string, code: string) => api.call(routes.codeLogin, { body: { identifier, code } });

export const signUp = (name: string, email: string) => api.call(routes.signUp, { body: { name, email } });

import { apiPaths, type CodeSentResponse, type SignInResponse } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** The sign-in calls of the accounts issue (one module: they share their shapes). */
export const requestSignInCode = (identifier: string) => api.post<CodeSentResponse>(apiPaths.otp, { identifier });

export const signInWithPassword = (identifier: string, password: string) =>
  api.post<SignInResponse>(apiPaths.login, { identifier, password });

export const signInWithCode = (identifier: string, code: string) =>
  api.post<SignInResponse>(apiPaths.loginVerify, { identifier, code });

export const signUp = (name: string, email: string) => api.post<CodeSentResponse>(apiPaths.signup, { name, email });

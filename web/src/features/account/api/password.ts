import { apiPaths, type CodeSentResponse, type SignInResponse } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** A signed-in customer sets or changes the password with a code sent to their e-mail or phone. */
export const requestPasswordCode = (identifier: string) => api.post<CodeSentResponse>(apiPaths.resetRequest, { identifier });

export const setPassword = (identifier: string, code: string, password: string, confirmPassword: string) =>
  api.post<SignInResponse>(apiPaths.reset, { identifier, code, password, confirmPassword });

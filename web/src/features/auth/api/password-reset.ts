import { apiPaths, type CodeSentResponse, type SignInResponse } from '@chat/protocol';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (identifier: string) => api.post<CodeSentResponse>(apiPaths.resetRequest, { identifier });

export interface ResetPasswordBody {
  identifier: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export const resetPassword = (body: ResetPasswordBody) => api.post<SignInResponse>(apiPaths.reset, body);

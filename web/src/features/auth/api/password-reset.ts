import { routes, type Contract, type RequestOf } from '@chat/protocol';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (identifier: string) => api.call(routes.requestPasswordReset, { body: { identifier } });

export type ResetPasswordBody = RequestOf<Contract['resetPassword']>['body'];

export const resetPassword = (body: ResetPasswordBody) => api.call(routes.resetPassword, { body });

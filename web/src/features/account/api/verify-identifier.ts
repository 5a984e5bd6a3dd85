import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

export const requestIdentifierCode = (identifier: string) => api.call(routes.requestIdentifierCode, { body: { identifier } });

export const verifyIdentifier = (identifier: string, code: string) =>
  api.call(routes.verifyIdentifier, { body: { identifier, code } });

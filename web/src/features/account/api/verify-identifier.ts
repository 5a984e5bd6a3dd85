import { apiPaths, type CodeSentResponse, type ProfileResponse } from '@chat/protocol';
import { api } from '@/lib/api-client';

export const requestIdentifierCode = (identifier: string) =>
  api.post<CodeSentResponse>(apiPaths.verifyIdentifierRequest, { identifier });

export const verifyIdentifier = (identifier: string, code: string) =>
  api.post<ProfileResponse>(apiPaths.verifyIdentifier, { identifier, code });

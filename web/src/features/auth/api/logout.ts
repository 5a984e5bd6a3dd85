import { apiPaths } from '@chat/protocol';
import { api } from '@/lib/api-client';

export const logout = () => api.post<{ ok: true }>(apiPaths.logout);

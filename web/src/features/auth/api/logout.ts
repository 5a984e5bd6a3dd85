import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

export const logout = () => api.call(routes.logout);

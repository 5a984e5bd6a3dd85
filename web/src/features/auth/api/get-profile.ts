import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** GET /customers/profile: the signed-in customer and their preferred model (start-up, §4). */
export const getProfile = () => api.call(routes.getProfile);

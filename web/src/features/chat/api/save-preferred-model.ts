import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** PUT /ai/preferred-model: the customer's choice is remembered as the preferred model (§3, §4). */
export const savePreferredModel = (model: string) => api.call(routes.savePreferredModel, { body: { model } });

import { routes, type AdminModels, type ModelSettingsBody } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** GET /admin/models: every model of every provider, disabled ones included (issue 22). */
export const getAdminModels = () => api.call(routes.listAdminModels);

export const adminModelsQuery = queryOptions({ queryKey: ['admin', 'models'], queryFn: getAdminModels });

export const useAdminModels = () => useQuery(adminModelsQuery);

/** PUT /admin/models/:provider/:model; the answer is the whole list again (a new default changes another model). */
export async function saveAdminModel(provider: string, model: string, body: ModelSettingsBody): Promise<AdminModels> {
  const models = await api.call(routes.updateAdminModel, { params: { provider, model }, body });
  queryClient.setQueryData(adminModelsQuery.queryKey, models);
  return models;
}

import { routes } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** GET /quota: what is left today of the plan's messages and of the chosen model's free allowance. */
export const getQuota = (provider: string | undefined, model: string | undefined) =>
  api.call(routes.getQuota, { query: provider && model ? { provider, model } : {} });

export const quotaQuery = (provider: string | undefined, model: string | undefined) =>
  queryOptions({ queryKey: ['quota', provider, model], queryFn: () => getQuota(provider, model) });

export const useQuota = (enabled: boolean, provider: string | undefined, model: string | undefined) =>
  useQuery({ ...quotaQuery(provider, model), enabled: enabled && Boolean(provider && model) });

/** After an answer or a refusal the counts have changed: every model's entry is read again when shown. */
export const refreshQuota = () => void queryClient.invalidateQueries({ queryKey: ['quota'] });

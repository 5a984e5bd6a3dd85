import { routes } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /ai/providers?web=true&input=text&output=text (§7). */
export const getProviders = () => api.call(routes.listProviders, { query: { web: 'true', input: 'text', output: 'text' } });

export const providersQuery = queryOptions({ queryKey: ['ai', 'providers'], queryFn: getProviders, staleTime: 5 * 60_000 });

export const useProviders = () => useQuery(providersQuery);

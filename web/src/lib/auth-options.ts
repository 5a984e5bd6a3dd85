import { routes } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAuthOptions = () => api.call(routes.authOptions);

export const authOptionsQuery = () =>
  queryOptions({ queryKey: ['auth', 'options'], queryFn: getAuthOptions, staleTime: Infinity });

/** Whether the server has Google sign-in configured (its buttons are hidden otherwise). */
export const useAuthOptions = () => useQuery(authOptionsQuery());

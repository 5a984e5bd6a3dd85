import { routes } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/operator: the signed-in operator; a 404 means the person is not one (issue 22). */
export const getOperator = () => api.call(routes.getOperator);

// Asked once per visit: a refusal is final (no retry), and a removed operator's next call is refused anyway.
export const operatorQuery = queryOptions({ queryKey: ['admin', 'operator'], queryFn: getOperator, retry: false });

export const useOperator = () => useQuery(operatorQuery);

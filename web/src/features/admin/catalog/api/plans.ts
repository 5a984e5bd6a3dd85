import { BIDI_CONTROLS_MESSAGE, routes, type AdminPlan, type PlanUpdateBody } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { addServerMessages } from '@/lib/server-messages';

// A plan's name with a bidirectional control (server: protocol's publicLineText), in the console's language.
addServerMessages({}, [
  { pattern: new RegExp(`: ${BIDI_CONTROLS_MESSAGE}$`), key: 'admin.catalog.plans.nameDirectionCharacters', values: () => ({}) },
]);

/** GET /admin/plans: the plans with their versions (issue 22). */
export const getAdminPlans = () => api.call(routes.listAdminPlans);

export const adminPlansQuery = queryOptions({ queryKey: ['admin', 'plans'], queryFn: getAdminPlans });

export const useAdminPlans = () => useQuery(adminPlansQuery);

/** PUT /admin/plans/:key; the saved plan replaces its entry, and the customers' plans are read again. */
export async function saveAdminPlan(key: string, body: PlanUpdateBody): Promise<AdminPlan> {
  const saved = await api.call(routes.updateAdminPlan, { params: { key }, body });
  queryClient.setQueryData(adminPlansQuery.queryKey, (current) =>
    current ? { plans: current.plans.map((plan) => (plan._id === saved._id ? saved : plan)) } : current,
  );
  void queryClient.invalidateQueries({ queryKey: ['plans'] });
  return saved;
}

/** After "changed meanwhile": the current values from the server. */
export const reloadCatalog = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

import { routes } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** GET /customers/sessions: where the account is signed in, most recently used first (issue 37). */
export const getSessions = () => api.call(routes.listSessions);

// Read again whenever the profile opens: another device may have signed in (or timed out) meanwhile.
export const sessionsQuery = queryOptions({ queryKey: ['sessions'], queryFn: getSessions, staleTime: 0 });

export const useSessions = () => useQuery(sessionsQuery);

/** Ends one of the customer's sessions. A 404 means it has already ended (elsewhere, or timed out): the same outcome. */
export async function signOutSession(id: string): Promise<void> {
  try {
    await api.call(routes.signOutSession, { params: { id } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Ends every session but this one. */
export const signOutOtherSessions = () => api.call(routes.signOutOtherSessions);

import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionStore } from '@/features/auth';
import { chatPath, paths } from './paths';

/** Login required (§2 guards): a visitor who is not signed in goes to login, and comes back after. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const authenticated = useSessionStore((state) => state.authenticated);
  const location = useLocation();
  if (!authenticated) {
    return <Navigate to={paths.auth.login} replace state={{ from: location.pathname + location.search }} />;
  }
  return children ?? <Outlet />;
}

/** Guests only: a signed-in user goes to chat, or back to the page that asked them to sign in. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const authenticated = useSessionStore((state) => state.authenticated);
  const location = useLocation();
  if (authenticated) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return (
      <Navigate to={typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : chatPath()} replace />
    );
  }
  return children ?? <Outlet />;
}

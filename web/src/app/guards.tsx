import type { ReactNode } from 'react';
import { Outlet, Redirect, useLocation, useLocationState, useSearch } from '@/lib/router';
import { useSessionStore } from '@/features/auth';
import { chatPath, paths } from './paths';

/** Login required (§2 guards): a visitor who is not signed in goes to login, and comes back after. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const authenticated = useSessionStore((state) => state.authenticated);
  const [path] = useLocation();
  const search = useSearch();
  if (!authenticated) {
    return <Redirect to={paths.auth.login} replace state={{ from: search ? `${path}?${search}` : path }} />;
  }
  return children ?? <Outlet />;
}

/** Guests only: a signed-in user goes to chat, or back to the page that asked them to sign in. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const authenticated = useSessionStore((state) => state.authenticated);
  const from = (useLocationState() as { from?: unknown } | null)?.from;
  if (authenticated) {
    return (
      <Redirect to={typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : chatPath()} replace />
    );
  }
  return children ?? <Outlet />;
}

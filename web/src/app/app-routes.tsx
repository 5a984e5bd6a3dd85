import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteMatchesContext } from './route-matches';
import { routes } from './routes';

/**
 * The route table rendered by the declarative router (inside a BrowserRouter or MemoryRouter), with
 * the matches and the error screen a data router would give (route-matches.ts).
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [location]);
  const element = useRoutes(routes, location);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <RouteMatchesContext value={matches}>{element}</RouteMatchesContext>
    </RouteErrorBoundary>
  );
}

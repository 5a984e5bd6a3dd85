import { RouteTree, useLocation } from '@/lib/router';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './routes';

/** The route table (routes.tsx) at the current location, with the error screen a failed screen needs. */
export function AppRoutes() {
  const [path] = useLocation();
  return (
    <RouteErrorBoundary resetKey={path}>
      <RouteTree routes={routes} />
    </RouteErrorBoundary>
  );
}

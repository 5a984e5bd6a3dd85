import { useMatches, type RouteMatch } from '@/lib/router';
import type { RouteHandle } from './paths';

/** The routes of the table (routes.tsx) matching the current location, outermost first. */
export const useRouteMatches = (): RouteMatch<RouteHandle>[] => useMatches<RouteHandle>();

/** The handle of each matched route that declares one, outermost first. */
export const useRouteHandles = (): RouteHandle[] =>
  useRouteMatches().flatMap((match) => (match.route.handle ? [match.route.handle] : []));

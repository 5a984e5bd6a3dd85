import { createContext, use } from 'react';
import type { RouteMatch } from 'react-router';
import type { RouteHandle } from './paths';

/**
 * The routes matching the current location, outermost first: what `useMatches` gives inside a data
 * router. The app uses the declarative router (app-routes.tsx), 16 kB gzip lighter on the first
 * load (issue 17), and provides its matches here.
 */
export const RouteMatchesContext = createContext<RouteMatch[]>([]);

export const useRouteMatches = () => use(RouteMatchesContext);

/** The handle of each matched route that declares one, outermost first. */
export const useRouteHandles = (): RouteHandle[] =>
  useRouteMatches().flatMap((match) => (match.route.handle ? [match.route.handle as RouteHandle] : []));

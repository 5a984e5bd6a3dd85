import { createContext, use, useMemo, type ReactNode } from 'react';
import { matchRoute, useLocation, useRouter, type DefaultParams, type Parser } from 'wouter';

/**
 * A route of a table (app/routes.tsx; the operator console's own). wouter matches one pattern at a
 * time and has no route objects, so this module keeps the table as data and renders it: the first
 * route whose whole path matches, inside the layouts of its parents, each showing the next in its
 * `<Outlet />`.
 */
export interface RouteNode<Handle = unknown> {
  /**
   * A wouter (regexparam) pattern, relative to the parent's unless it starts with `/`: `:token`,
   * `*` (one segment or more), `*?` (none or more). None: a layout that only wraps its children.
   */
  path?: string;
  /** Shown at its parent's path itself. */
  index?: boolean;
  id?: string;
  element: ReactNode;
  /** What the route says of itself to the app (its title, its name), read through `useMatches`. */
  handle?: Handle;
  children?: RouteNode<Handle>[];
}

export interface RouteMatch<Handle = unknown> {
  route: RouteNode<Handle>;
  /** The path's parameters; every level of a match has the same (the whole path is matched at once). */
  params: DefaultParams;
}

/** A route that shows something (no children) with its full pattern and its layouts, outermost first. */
interface Branch<Handle> {
  pattern: string;
  routes: RouteNode<Handle>[];
}

const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** The table's branches in its order: the first that matches wins, so catch-alls go last. */
function flatten<Handle>(routes: RouteNode<Handle>[], base = '', parents: RouteNode<Handle>[] = []): Branch<Handle>[] {
  return routes.flatMap((route) => {
    const pattern = route.path === undefined ? base : join(base, route.path);
    const chain = [...parents, route];
    if (route.children) return flatten(route.children, pattern, chain);
    return route.index || route.path !== undefined ? [{ pattern: pattern || '/', routes: chain }] : [];
  });
}

function matchBranches<Handle>(branches: Branch<Handle>[], parser: Parser, path: string): RouteMatch<Handle>[] {
  for (const branch of branches) {
    const [matched, params] = matchRoute(parser, branch.pattern, path);
    if (matched) return branch.routes.map((route) => ({ route, params }));
  }
  return [];
}

/** The matches of the nearest tree and the depth of the route being rendered in it. */
interface Level {
  matches: RouteMatch[];
  depth: number;
}

const LevelContext = createContext<Level>({ matches: [], depth: -1 });

/** The route at `depth`, told its place; the same element object from render to render, so a layout's re-render does not re-render its page. */
function renderLevel(matches: RouteMatch[], depth: number): ReactNode {
  const match = matches[depth];
  return match ? <LevelContext value={{ matches, depth }}>{match.route.element}</LevelContext> : null;
}

/** Renders the route of `routes` that matches the current location (nothing if none does). */
export function RouteTree<Handle>({ routes }: { routes: RouteNode<Handle>[] }) {
  const [path] = useLocation();
  const { parser } = useRouter();
  const branches = useMemo(() => flatten(routes), [routes]);
  const matches = useMemo(() => matchBranches(branches, parser, path), [branches, parser, path]);
  return renderLevel(matches, 0);
}

/** Where a layout shows its matched child. */
export function Outlet() {
  const { matches, depth } = use(LevelContext);
  return renderLevel(matches, depth + 1);
}

/** The current path's parameters (`:token` of `/s/:token`). */
export const useParams = (): DefaultParams => use(LevelContext).matches[0]?.params ?? {};

/** The routes of the nearest tree that match the current location, outermost first. */
export const useMatches = <Handle,>() => use(LevelContext).matches as RouteMatch<Handle>[];

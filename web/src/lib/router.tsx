import { useCallback, type AnchorHTMLAttributes } from 'react';
import { Link as WouterLink, useLocation, useSearch, type LinkProps } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

/**
 * The router of the app, in one module: wouter (issue 39; ~2 kB gzip where React Router 7 was 13 kB
 * of the first load), its Link, Redirect and search parameters as they are, the route table's
 * renderer (route-tree.tsx), and the few hooks whose shape the app needs and wouter does not give.
 */
export { Redirect, Router, useLocation, useSearch, useSearchParams, type LinkProps } from 'wouter';
export { Outlet, RouteTree, useMatches, useParams, type RouteMatch, type RouteNode } from './route-tree';

export interface NavigateOptions {
  replace?: boolean;
  /** Kept in the history entry, read by `useLocationState` (a sign-in's `from`). */
  state?: unknown;
}

export interface Navigate {
  (to: string, options?: NavigateOptions): void;
  /** Steps through the history: -1 is the native back button's (§2). */
  (delta: number): void;
}

/** `navigate(to, { replace, state })`, and `navigate(-1)` to go back; the same function from render to render. */
export function useNavigate(): Navigate {
  const [, navigate] = useLocation();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => (typeof to === 'number' ? history.go(to) : navigate(to, options)),
    [navigate],
  );
}

/**
 * The state the navigation to this entry carried (`{ from }` when a guard sent the visitor to sign
 * in), or null. It lives in the browser's history entry: an in-memory location (tests, the
 * pre-rendered shell) carries none.
 */
export const useLocationState = (): unknown => useHistoryState();

/**
 * wouter's Link, except that a link to where the visitor already is replaces the history entry
 * instead of adding one (as React Router's did): back then leaves the page instead of showing it again.
 */
export function Link(props: LinkProps) {
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  return <WouterLink replace={(props.to ?? props.href) === here} {...props} />;
}

interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> {
  to: string;
  /** Active on `to` only, not on the paths under it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}

/** A link that knows when it leads to the current page (or one under it): styled so and `aria-current="page"`. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const [path] = useLocation();
  const here = path.length > 1 ? path.replace(/\/$/, '') : path;
  const isActive = here === to || (!end && to !== '/' && here.startsWith(`${to}/`));
  return <Link to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} {...props} />;
}

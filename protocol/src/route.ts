import type * as routeTable from './routes/index.ts';

/** Every REST route is under this prefix (§7). */
export const API_PREFIX = '/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of `routes/`: its method and path template (`:name` segments are path parameters).
 * Its name is the name it is exported as; the contract finds an entry by method and path, so the
 * browser does not carry the names.
 */
export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  /** Under `/api`. */
  readonly path: P;
}

export type Routes = typeof routeTable;
export type RouteName = keyof Routes;

/** `/conversations/:id` + `{id}` → `/conversations/665f…`; each value URI-encoded. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}

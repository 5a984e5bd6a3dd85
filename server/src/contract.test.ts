import { API_PREFIX, contract, type Endpoint } from '@chat/protocol';
import { describe, expect, it } from 'vitest';
import { newId } from './lib/ids.ts';
import { API_DOCS_PREFIX } from './plugins/openapi.ts';
import { useTestApp } from './test/app.ts';

/**
 * One contract (issue 15): the server serves exactly the routes of `@chat/protocol`'s contract,
 * each as open or as guarded as the contract says, and the OpenAPI document lists them all.
 */
const server = useTestApp();
const endpoints: Endpoint[] = Object.values(contract);
const keyOf = (method: string, path: string) => `${method} ${path}`;

describe('the contract', () => {
  it('declares every route the server serves under /api, and the server serves every route it declares', () => {
    const served = server.app.routeTable
      .filter((route) => route.url.startsWith(`${API_PREFIX}/`) && !route.url.startsWith(API_DOCS_PREFIX))
      .map((route) => keyOf(route.method, route.url));
    const declared = endpoints.map((entry) => keyOf(entry.route.method, API_PREFIX + entry.route.path));
    expect(
      served.filter((key) => !declared.includes(key)),
      'served but not in the contract',
    ).toEqual([]);
    expect(
      declared.filter((key) => !served.includes(key)),
      'in the contract but not served',
    ).toEqual([]);
  });

  it('is as guarded as it says: a guest gets 401 from every customer route and from no other', async () => {
    for (const entry of endpoints) {
      const { method, path } = entry.route;
      const response = await server.app.inject({
        method,
        url: API_PREFIX + path.replace(/:\w+/g, newId()),
        ...(method === 'GET' || method === 'DELETE' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
      });
      const key = keyOf(method, path);
      if (entry.access === 'customer') expect(response.statusCode, key).toBe(401);
      else expect(response.statusCode, key).not.toBe(401);
    }
  });

  it('lets only webhooks take a state-changing call from another site: a gateway posts from its own servers', async () => {
    for (const entry of endpoints) {
      const { method, path } = entry.route;
      if (method === 'GET') continue;
      const response = await server.app.inject({
        method,
        url: API_PREFIX + path.replace(/:\w+/g, newId()),
        headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      const refused = response.statusCode === 403 && response.json<{ code: string }>().code === 'foreign_origin';
      expect(refused, keyOf(method, path)).toBe(entry.access !== 'webhook');
    }
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every route of the contract with its schemas, but the console’s', async () => {
    const response = await server.app.inject({ url: `${API_PREFIX}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown; security?: unknown; tags?: string[] }>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    for (const entry of endpoints) {
      const path = API_PREFIX + entry.route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[entry.route.method.toLowerCase()];
      // The operator's console is not advertised (issue 22).
      if (entry.access === 'operator') {
        expect(operation, `${entry.route.method} ${path}`).toBeUndefined();
        continue;
      }
      expect(operation, `${entry.route.method} ${path}`).toMatchObject({ operationId: entry.name });
      if (entry.body) expect(operation?.requestBody, entry.name).toBeDefined();
      if (entry.access === 'customer') expect(operation?.security, entry.name).toEqual([{ session: [] }]);
      expect(operation?.tags, entry.name).toEqual([entry.tag]);
    }
    expect(Object.keys(document.paths).filter((path) => !path.startsWith(`${API_PREFIX}/`))).toEqual([]);
  });

  it('has a browsable reference page', async () => {
    const page = await server.app.inject({ url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
  });
});

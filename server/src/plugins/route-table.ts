import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One registered route, as the security suites enumerate them (fuzzer, access-control matrix). */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, so suites cover new routes without being told. */
    routeTable: RouteEntry[];
  }
}

/** Records the route table through the onRoute hook; registered before any route. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, schema: route.schema });
  });
}

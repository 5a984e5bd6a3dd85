import type { Endpoint, ParsedRequestOf, ResponseOf } from '@chat/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';

type EndpointRequest<E> = FastifyRequest<{
  Params: ParsedRequestOf<E>['params'];
  Querystring: ParsedRequestOf<E>['query'];
  Body: ParsedRequestOf<E>['body'];
}>;

/** A handler answers the contract's response, or sends the reply itself (a status, a file, a redirect). */
export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | FastifyReply> | ResponseOf<E> | FastifyReply;

/**
 * Route options beyond the contract: rate limits, body limits, other hooks. Not `onRequest`: that
 * is where a customer route's session check goes, which an option must not replace.
 */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema' | 'onRequest'>;

/** Methods that change state: a customer's calls of these share one budget (plugins/rate-limit.ts). */
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An entry of the contract: named and tagged by `contract/index.ts`. */
type ContractEndpoint = Endpoint & { name: string; tag: string };

// Any type provider: route plugins are typed with the zod one, tests with the default.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFastify = FastifyInstance<any, any, any, any, any>;

/**
 * Registers one endpoint of the contract (`@chat/protocol` `contract`): its method, path and
 * schemas come from the entry, so a path, a validation or a response shape cannot drift from
 * what the web and the OpenAPI document see. `access: 'customer'` adds the session check
 * (`'operator'` the operator check of modules/admin), and on a write the customer's write budget, unless the route sets a `config.rateLimit` of its own
 * (`false` for none). Webhooks and public routes are left to their own limits.
 */
export function handle<E extends ContractEndpoint>(
  app: AnyFastify,
  endpoint: E,
  options: EndpointOptions,
  handler: EndpointHandler<E>,
): void;
export function handle<E extends ContractEndpoint>(app: AnyFastify, endpoint: E, handler: EndpointHandler<E>): void;
export function handle<E extends ContractEndpoint>(
  app: AnyFastify,
  endpoint: E,
  optionsOrHandler: EndpointOptions | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler!;
  const { route, name, summary, tag, access, params, query, body, multipart, response } = endpoint;
  const limitWrites = WRITE_METHODS.has(route.method) && options.config?.rateLimit === undefined;
  const guard = access === 'customer' ? app.requireCustomer : access === 'operator' ? app.requireOperator : undefined;
  app.route({
    ...options,
    ...(guard ? { onRequest: limitWrites ? [guard, app.limitCustomerWrites] : guard } : {}),
    config: {
      // An outside service posts from its own servers, with no browser Origin: the route checks its signature instead.
      ...(access === 'webhook' ? { allowForeignOrigin: true } : {}),
      // An upload's media type is accepted where the contract says so (plugins/security.ts).
      ...(multipart ? { multipart } : {}),
      ...options.config,
    },
    method: route.method,
    url: route.path,
    schema: {
      // For the OpenAPI document (plugins/openapi.ts); Fastify itself validates only the schemas.
      operationId: name,
      summary,
      tags: [tag],
      ...(access === 'customer' ? { security: [{ session: [] }] } : {}),
      // The console is not advertised (issue 22): its routes stay out of the OpenAPI document.
      ...(access === 'operator' ? { hide: true } : {}),
      // Only the parts the endpoint has: Fastify warns of a schema key left undefined.
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(response ? { response } : {}),
    },
    // The one cast: Fastify cannot see that the schemas above are the ones `EndpointRequest<E>` is built from.
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}

import type { z } from 'zod';
import type { Route } from '../route.ts';

/** Status → schema of the answer; most routes answer 200, creations 201. */
type Responses = Partial<Record<200 | 201 | 202 | 204 | 302 | 503, z.ZodType>>;

/**
 * One endpoint of the contract: its route (method, path) and the schemas of what it takes
 * and answers. The server registers from it (`server/src/lib/endpoint.ts`), the OpenAPI document
 * is generated from it, and the web infers its request and response types from it.
 * No `response` means the answer is not JSON (a file, a redirect, a webhook's plain text).
 */
export interface Endpoint<R extends Route = Route> {
  route: R;
  /** The route's name in `routes/` (filled in by `contract/index.ts`): the OpenAPI operationId. */
  name?: string;
  summary: string;
  /** The heading it is listed under in the OpenAPI document (given per domain in `contract/index.ts`). */
  tag?: string;
  /**
   * Who may call it: a signed-in customer, an operator (issue 22: anyone else is answered 404, as an
   * unknown route, and the route is left out of the OpenAPI document), anyone, or an outside service (webhooks).
   */
  access: 'customer' | 'operator' | 'public' | 'webhook';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body is multipart/form-data with one field `file` (an upload), read as it streams, not JSON:
   * the server accepts that media type for it, and deploy/nginx.conf must let its largest body through.
   */
  multipart?: true;
  response?: Responses;
}

export function endpoint<R extends Route, const E extends Omit<Endpoint<R>, 'route'>>(route: R, spec: E): E & { route: R } {
  return { route, ...spec };
}

type Field<E, K extends string> = E extends Record<K, infer S extends z.ZodType> ? S : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: `params`, `query` and `body`, each present only when the endpoint has it. */
export type RequestOf<E> = Omit<
  { params: InputOf<Field<E, 'params'>>; query: InputOf<Field<E, 'query'>>; body: InputOf<Field<E, 'body'>> },
  | (Field<E, 'params'> extends undefined ? 'params' : never)
  | (Field<E, 'query'> extends undefined ? 'query' : never)
  | (Field<E, 'body'> extends undefined ? 'body' : never)
>;

/** What the handler receives after validation (defaults applied, strings coerced). */
export interface ParsedRequestOf<E> {
  params: OutputOf<Field<E, 'params'>>;
  query: OutputOf<Field<E, 'query'>>;
  body: OutputOf<Field<E, 'body'>>;
}

/** The JSON a successful call answers (2xx), or `unknown` for an endpoint that does not answer JSON. */
export type ResponseOf<E> = E extends { response: infer R }
  ? { [S in keyof R & (200 | 201 | 202 | 204)]: OutputOf<R[S]> }[keyof R & (200 | 201 | 202 | 204)]
  : unknown;

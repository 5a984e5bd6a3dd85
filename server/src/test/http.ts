import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** JSON requests through app.inject, as the web client sends them (from `remoteAddress` when given). */
export function client(app: FastifyInstance, remoteAddress?: string) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, cookie?: string) =>
    app.inject({
      method,
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    get: (url: string, cookie?: string) => send('GET', url, undefined, cookie),
    post: (url: string, body?: unknown, cookie?: string) => send('POST', url, body, cookie),
    put: (url: string, body?: unknown, cookie?: string) => send('PUT', url, body, cookie),
    patch: (url: string, body?: unknown, cookie?: string) => send('PATCH', url, body, cookie),
    delete: (url: string, body?: unknown, cookie?: string) => send('DELETE', url, body, cookie),
  };
}

/** The `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (!cookie?.value) throw new Error(`response set no ${name} cookie`);
  return `${name}=${cookie.value}`;
}

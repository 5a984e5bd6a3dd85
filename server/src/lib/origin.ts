import type { IncomingHttpHeaders } from 'node:http';

export interface OriginPolicy {
  publicUrl: string | undefined;
  allowedOrigins: string[];
}

/**
 * Whether a browser request comes from our own origin (ASVS 3.5.3, 4.4.2).
 * Allowed: the public origin, the listed extra origins, or an Origin whose host is the
 * Host the request was sent to (same origin behind any proxy). A request without Origin
 * is allowed unless Fetch Metadata says a browser sent it from another site; browsers
 * always send Origin on cross-origin POSTs and WebSocket handshakes.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, policy: OriginPolicy): boolean {
  const origin = headers.origin;
  if (origin === undefined) {
    const site = headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  if (origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const normalised = originOf(parsed);
  if (normalised === policy.publicUrl || policy.allowedOrigins.includes(normalised)) return true;
  const host = headers['x-forwarded-host'] ?? headers.host;
  return !policy.publicUrl && typeof host === 'string' && parsed.host === host.split(',')[0]?.trim();
}

/** `scheme://host[:port]`; URL.origin is "null" for schemes such as capacitor://, which native apps use. */
export function originOf(url: URL): string {
  return url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`;
}

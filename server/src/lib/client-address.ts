import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client's address of a raw request, as Fastify's `request.ip` gives it: behind a trusted
 * proxy (production, app.ts `trustProxy`) the leftmost X-Forwarded-For entry, else the peer.
 * socket.io hands its handshakes over raw, so they need this to agree with the API's limits.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = trustProxy ? (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() : undefined;
  return first || request.socket.remoteAddress || 'unknown';
}

/**
 * What one network controls: an IPv4 address (a home or an office behind NAT), or the /64 an
 * IPv6 address belongs to, since a single subscriber is handed a whole /64 and can pick any
 * address in it. An IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`) counts as that IPv4 address.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in, without a zone or leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail);
  const filled =
    tail === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return filled.map((group) => group.replace(/^0+(?=.)/, ''));
}

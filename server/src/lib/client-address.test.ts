import type { IncomingMessage } from 'node:http';
import fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addressGroup, clientAddress } from './client-address.ts';

const request = (peer: string, forwardedFor?: string) =>
  ({ headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress: peer } }) as IncomingMessage;

describe('the address a connection is counted against', () => {
  it('is the peer, unless a trusted proxy forwarded the request: then the client it names first', () => {
    expect(clientAddress(request('10.0.0.5', '203.0.113.7'), false)).toBe('10.0.0.5');
    expect(clientAddress(request('10.0.0.5', '203.0.113.7, 10.0.0.2'), true)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.5'), true)).toBe('10.0.0.5');
  });

  it("agrees with Fastify's request.ip for every trustProxy setting", async () => {
    for (const trustProxy of [false, true]) {
      const app = fastify({ trustProxy });
      app.get('/', (request) => ({ fastify: request.ip, ours: clientAddress(request.raw, trustProxy) }));
      for (const forwardedFor of [undefined, '203.0.113.7', '198.51.100.1, 203.0.113.7', '1.1.1.1, 2.2.2.2, 10.0.0.9']) {
        const response = await app.inject({
          url: '/',
          remoteAddress: '10.0.0.5',
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        });
        const { fastify: expected, ours } = response.json<{ fastify: string; ours: string }>();
        expect(ours, `trustProxy ${String(trustProxy)}, X-Forwarded-For ${forwardedFor}`).toBe(expected);
      }
      await app.close();
    }
  });

  it('groups IPv6 addresses by their /64, and reads IPv4-mapped ones as IPv4', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const group = '2001:db8:abcd:12::/64';
    expect(addressGroup('2001:db8:abcd:12::1')).toBe(group);
    expect(addressGroup('2001:0db8:abcd:0012:ffff:1:2:3')).toBe(group);
    expect(addressGroup('2001:DB8:ABCD:12:0:0:0:99')).toBe(group);
    expect(addressGroup('2001:db8:abcd:13::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

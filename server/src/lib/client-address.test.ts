import type { IncomingMessage } from 'node:http';
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

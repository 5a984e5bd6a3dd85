import { describe, expect, it } from 'vitest';
import { decodePacket, encodePacket, packetTypes, socketUrl } from './socket-packets';
import { reconnectDelay } from './socket-timing';

describe('the realtime wire format', () => {
  it('opens the URL socket.io-client opened: the page origin, ws or wss as the page, Engine.IO 4 over websocket', () => {
    expect(socketUrl({ protocol: 'https:', host: 'chat.example' }, '/socket')).toBe(
      'wss://chat.example/socket/?EIO=4&transport=websocket',
    );
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:5231' }, '/socket')).toBe(
      'ws://127.0.0.1:5231/socket/?EIO=4&transport=websocket',
    );
  });

  it('writes an acked emit and reads the ack, events and refusals of the main namespace', () => {
    expect(encodePacket({ type: packetTypes.event, id: 12, data: ['events', { event: 'e', body: {} }] })).toBe(
      '4212["events",{"event":"e","body":{}}]',
    );
    expect(encodePacket({ type: packetTypes.connect, data: { timeZone: 'Europe/Rome' } })).toBe('40{"timeZone":"Europe/Rome"}');
    expect(decodePacket('312[{"ok":true}]')).toEqual({ type: packetTypes.ack, id: 12, data: [{ ok: true }] });
    expect(decodePacket('2["conversation",{"_id":"1"}]')).toEqual({
      type: packetTypes.event,
      data: ['conversation', { _id: '1' }],
    });
    expect(decodePacket('0{"sid":"x"}')).toEqual({ type: packetTypes.connect, data: { sid: 'x' } });
    expect(decodePacket('1')).toEqual({ type: packetTypes.disconnect });
  });

  it('leaves out what the main namespace does not take: other namespaces, binary packets, broken text', () => {
    expect(decodePacket('2/admin,["conversation",{}]')).toBeUndefined();
    expect(decodePacket('2/,["conversation",{}]')).toEqual({ type: packetTypes.event, data: ['conversation', {}] });
    expect(decodePacket('51-["conversation",{"_placeholder":true,"num":0}]')).toBeUndefined();
    expect(decodePacket('2["conversation"')).toBeUndefined();
    expect(decodePacket('9')).toBeUndefined();
  });

  it("waits as socket.io-client's default backoff: 0.5 to 1.5 s first, doubling, never over 5 s", () => {
    const extremes = [0, 0.09, 0.1, 0.999];
    const delays = (attempt: number) => extremes.map((random) => reconnectDelay(attempt, () => random));
    expect(Math.min(...delays(0))).toBeGreaterThanOrEqual(500);
    expect(Math.max(...delays(0))).toBeLessThanOrEqual(1500);
    expect(Math.min(...delays(1))).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...delays(3))).toBe(5000);
    for (const attempt of [4, 10, 2000]) expect(delays(attempt)).toEqual([5000, 5000, 5000, 5000]);
  });
});

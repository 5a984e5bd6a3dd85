import type { clientEvents } from '@chat/protocol';
import { SEND_VERSION, type Ack, type ClientEvents } from '@chat/protocol';
import { describe, expect, it } from 'vitest';
import { ATTEMPTS, deliver } from './deliver';

const timeout: Ack = { ok: false, code: 'timeout', message: 'No response from the server.' };

/** A send payload of the contract with the given id. */
const payload = (_id: string): ClientEvents[typeof clientEvents.send] => ({
  _id,
  input: 'Hello',
  provider: 'demo',
  model: 'demo',
  version: SEND_VERSION,
});

function fakeSocket(answers: Ack[], online = true) {
  const sent: unknown[] = [];
  let connected = online;
  let connect: () => void = () => {};
  return {
    sent,
    goOnline: () => {
      connected = true;
      connect();
    },
    options: {
      emit: (_event: string, body: unknown) => {
        sent.push(body);
        return Promise.resolve(answers.shift() ?? timeout);
      },
      connected: () => connected,
      waitForConnection: () => new Promise<void>((resolve) => (connect = resolve)),
      sleep: () => Promise.resolve(),
    },
  };
}

describe('deliver (send with ack, retry, offline queue)', () => {
  it('repeats a send that got no ack, with the same _id, until the server acknowledges it', async () => {
    const socket = fakeSocket([timeout, timeout, { ok: true }]);
    const body = payload('a'.repeat(24));
    expect(await deliver(body, socket.options)).toEqual({ ok: true });
    expect(socket.sent).toEqual([body, body, body]);
  });

  it('gives up after its attempts and reports the timeout', async () => {
    const socket = fakeSocket([]);
    expect(await deliver(payload('b'.repeat(24)), socket.options)).toEqual(timeout);
    expect(socket.sent).toHaveLength(ATTEMPTS);
  });

  it('does not repeat a send the server refused', async () => {
    const refusal: Ack = { ok: false, code: 'rate_limited', message: 'Too many messages.' };
    const socket = fakeSocket([refusal]);
    expect(await deliver(payload('c'.repeat(24)), socket.options)).toEqual(refusal);
    expect(socket.sent).toHaveLength(1);
  });

  it('waits while offline without spending attempts, then sends once connected', async () => {
    const socket = fakeSocket([{ ok: true }], false);
    const pending = deliver(payload('d'.repeat(24)), socket.options);
    await Promise.resolve();
    expect(socket.sent).toHaveLength(0);
    socket.goOnline();
    expect(await pending).toEqual({ ok: true });
    expect(socket.sent).toHaveLength(1);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer } from '../../test/customers.ts';
import { client } from '../../test/http.ts';
import { readOutbox } from '../../test/outbox.ts';

/**
 * Issue 19, item 2 (ASVS 6.3.8): reset, sign-in codes and sign-up answer a real and an unknown
 * account alike, in status, body and the work done before answering, also on a second request.
 */
const server = useTestApp();
const UNKNOWN = 'nobody-here@example.com';

beforeEach(async () => {
  await server.database.reset();
  // A still clock: the waits in the two answers are worked out at the same instant.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const post = (ip: string, url: string, body: unknown) => client(server.app, ip).post(`/api/customers/auth/${url}`, body);
const answerOf = (response: Awaited<ReturnType<typeof post>>) => ({ status: response.statusCode, body: response.body });

/** The same request for a real account and an unknown one, from the same address, in turn. */
async function both(ip: string, url: string, body: (identifier: string) => unknown, known: string) {
  return { known: answerOf(await post(ip, url, body(known))), unknown: answerOf(await post(ip, url, body(UNKNOWN))) };
}

describe('password reset (ASVS 6.3.8)', () => {
  const resetRequest = (identifier: string) => ({ identifier });

  it('answers a second request within 30 s the same for a real and an unknown account, from any address', async () => {
    const { email } = await createSignedInCustomer(server.app);
    const first = await both('203.0.113.1', 'password/reset-request', resetRequest, email);
    expect(first.known).toEqual({ status: 200, body: '{"channel":"mail","resendAfterSeconds":30}' });
    expect(first.unknown).toEqual(first.known);

    const again = await both('203.0.113.1', 'password/reset-request', resetRequest, email);
    expect(again.known.status).toBe(429);
    expect(again.unknown).toEqual(again.known);

    const elsewhere = await both('203.0.113.2', 'password/reset-request', resetRequest, email);
    expect(elsewhere.unknown).toEqual(elsewhere.known);

    // A code for the unknown account exists only to keep the spacing: nothing can reset with it.
    const reset = (identifier: string) => ({
      identifier,
      code: '123456',
      password: 'any new secret',
      confirmPassword: 'any new secret',
    });
    const wrongCode = await both('203.0.113.1', 'password/reset', reset, email);
    expect(wrongCode.unknown).toEqual(wrongCode.known);
    expect(await readOutbox(server.app.config.dataDir, UNKNOWN)).toEqual([]);
  });

  it('answers before the message is sent, and does the same database work for an unknown account', async () => {
    const { email } = await createSignedInCustomer(server.app);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = vi.spyOn(server.app.messenger, 'send').mockReturnValue(held);

    const { known, unknown } = await both('203.0.113.1', 'password/reset-request', (identifier) => ({ identifier }), email);
    // The known account's answer came while its mail was still on its way, so time cannot tell them apart.
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].to).toBe(email);
    expect(unknown).toEqual(known);
    for (const identifier of [email, UNKNOWN]) {
      const stored = await server.database.db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.identifier, identifier), eq(oneTimeCodes.purpose, 'reset')));
      expect(stored).toHaveLength(1);
    }
    release();
    await server.app.auth.deliveries.settled();
  });

  it('answers the same when the mail transport fails for the real account', async () => {
    const { email } = await createSignedInCustomer(server.app);
    vi.spyOn(server.app.messenger, 'send').mockRejectedValue(new Error('SMTP down'));
    const { known, unknown } = await both('203.0.113.1', 'password/reset-request', (identifier) => ({ identifier }), email);
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    await server.app.auth.deliveries.settled();
  });
});

describe('sign-in codes and sign-up (ASVS 6.3.8)', () => {
  it.each([
    ['otp', (identifier: string) => ({ identifier })],
    ['signup', (email: string) => ({ name: 'Someone', email })],
  ])('%s answers the same for a real and an unknown account, the first time and within 30 s', async (url, body) => {
    const { email } = await createSignedInCustomer(server.app);
    const first = await both('203.0.113.1', url, body, email);
    expect(first.known.status).toBe(200);
    expect(first.unknown).toEqual(first.known);
    const again = await both('203.0.113.1', url, body, email);
    expect(again.known.status).toBe(429);
    expect(again.unknown).toEqual(again.known);
    const elsewhere = await both('203.0.113.2', url, body, email);
    expect(elsewhere.unknown).toEqual(elsewhere.known);
  });
});

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { sendBody } from '../test/chat-ids.ts';
import { createSignedInCustomer } from '../test/customers.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../test/socket.ts';

/**
 * Fault test (PostgreSQL only): every connection of the app is terminated, as when the database
 * restarts or fails over. The server stays up, answers clearly while it cannot reach the
 * database, and works again with fresh connections; nothing acknowledged is lost.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const server = useTestApp({ listen: true, runIf: onPostgres });
let socket: TestSocket;

afterAll(() => socket?.close());

async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const { rowCount } = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [new URL(server.database.url!).pathname.slice(1)],
  );
  await admin.end();
  return rowCount ?? 0;
}

describe.runIf(onPostgres)('the database restarts during sends', () => {
  it('keeps the server up and serves again with fresh connections, keeping what was stored', async () => {
    const customer = await createSignedInCustomer(server.app);
    socket = await connectSocket(server.app, customer.cookie);
    const first = sendBody({ provider: 'demo', model: 'offline-demo', input: 'Before the restart' });
    const firstDone = nextEvent(socket, 'conversation', (chat) => chat._id === first._id, 15_000);
    expect(await emitEvent(socket, 'main:conversations:send', first)).toEqual({ ok: true });
    await firstDone;

    expect(await terminateConnections()).toBeGreaterThan(0);
    // The pool notices dead connections on use; the readiness check may fail once, never crash.
    await expect
      .poll(async () => (await server.app.inject({ url: '/api/ready' })).statusCode, { timeout: 10_000, interval: 200 })
      .toBe(200);

    const second = sendBody({ provider: 'demo', model: 'offline-demo', input: 'After the restart' });
    const secondDone = nextEvent(socket, 'conversation', (chat) => chat._id === second._id, 15_000);
    await expect
      .poll(async () => (await emitEvent(socket, 'main:conversations:send', second)).ok, { timeout: 10_000, interval: 200 })
      .toBe(true);
    expect((await secondDone).status).toBe('done');

    const listed = await server.app.inject({ url: '/api/conversations/chats', headers: { cookie: customer.cookie } });
    const inputs = listed.json<{ chats: { input: { content: string } }[] }>().chats.map((chat) => chat.input.content);
    expect(inputs).toEqual(['After the restart', 'Before the restart']);
  });
});

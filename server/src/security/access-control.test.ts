import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chats,
  conversations,
  customers,
  files,
  payments,
  reports,
  sessions,
  subscriptions,
  shares,
  whatsappLinks,
} from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { buildTestApp, useTestApp } from '../test/app.ts';
import { clientId, sendBody } from '../test/chat-ids.ts';
import { createConversation } from '../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../test/customers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../test/fake-openai.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../test/socket.ts';

/**
 * Access-control matrix (issue 9, suite 5; ASVS 8.2.2/8.2.3): customer B tries to read, change and
 * delete customer A's resources by id over REST and the socket, and must be refused with nothing
 * changed in the database. A new resource (files, reports, WhatsApp links) is one more row.
 */
let fake: FakeOpenAI;
let a: TestCustomer;
let b: TestCustomer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  return () => fake.close();
});
const server = useTestApp({ env: () => ({ OPENAI_BASE_URL: fake.baseUrl }), listen: true });
beforeAll(async () => {
  a = await createSignedInCustomer(server.app);
  b = await createSignedInCustomer(server.app);
});

const db = () => server.app.database.db;
const DAY = 86_400_000;

interface Attempt {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** refused: B must get 403/404; own: the route acts only on B's own data (no id to aim with), so it may succeed. */
  expect: 'refused' | 'own';
}

interface Resource {
  name: string;
  /** Creates A's resource and answers its id. */
  seed(owner: TestCustomer): Promise<string>;
  /** A's resource as stored, compared before and after B's attempts. */
  snapshot(id: string): Promise<unknown>;
  rest(id: string): Attempt[];
  socket?(id: string): { event: string; body: unknown }[];
}

async function insertChat(owner: TestCustomer, conversationId: string | null = null): Promise<string> {
  const id = clientId();
  await db()
    .insert(chats)
    .values({
      id,
      customerId: owner.id,
      conversationId,
      input: { role: 'user', content: 'secret question of A', files: [] },
      output: { role: 'assistant', content: 'secret answer for A', files: [] },
      provider: 'openai',
      model: 'gpt-4o-mini',
      status: 'done',
    });
  return id;
}

const rowsOf = async (table: typeof chats | typeof conversations | typeof payments | typeof subscriptions, id: string) =>
  db().select().from(table).where(eq(table.id, id));

const resources: Resource[] = [
  {
    name: 'conversations',
    seed: (owner) => createConversation(server.app, owner, 'A private'),
    snapshot: (id) => rowsOf(conversations, id),
    rest: (id) => [
      { method: 'GET', url: `/api/conversations/${id}`, expect: 'refused' },
      { method: 'PATCH', url: `/api/conversations/${id}`, body: { name: 'taken over' }, expect: 'refused' },
      { method: 'DELETE', url: `/api/conversations/${id}`, expect: 'refused' },
      { method: 'GET', url: `/api/conversations/chats?conversation=${id}`, expect: 'refused' },
    ],
    socket: (id) => [{ event: 'main:conversations:send', body: sendBody({ conversation: id, input: 'write into A' }) }],
  },
  {
    name: 'chats',
    seed: (owner) => insertChat(owner),
    snapshot: (id) => rowsOf(chats, id),
    rest: () => [{ method: 'DELETE', url: '/api/conversations/chats/clear', expect: 'own' }],
    // The same _id again re-delivers to its owner only; B is told the id is taken. Stopping A's answer does nothing.
    socket: (id) => [
      { event: 'main:conversations:send', body: sendBody({ _id: id, input: 'overwrite' }) },
      { event: 'main:conversations:stop', body: { _id: id } },
    ],
  },
  {
    name: 'payments',
    seed: async (owner) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/payments',
        payload: { plan: 'plus', duration: 'month', method: 'card' },
        headers: { cookie: owner.cookie },
      });
      return response.json<{ payment: { _id: string } }>().payment._id;
    },
    snapshot: (id) => rowsOf(payments, id),
    rest: (id) => [
      { method: 'GET', url: `/api/payments/${id}`, expect: 'refused' },
      { method: 'POST', url: `/api/payments/${id}/verify`, expect: 'refused' },
      { method: 'POST', url: `/api/payments/${id}/sandbox-checkout`, body: { outcome: 'paid' }, expect: 'refused' },
      { method: 'POST', url: `/api/payments/${id}/sandbox-checkout`, body: { outcome: 'canceled' }, expect: 'refused' },
    ],
  },
  {
    name: 'subscriptions',
    seed: async (owner) => {
      const id = newId();
      const now = Date.now();
      await db()
        .insert(subscriptions)
        .values({
          id,
          customerId: owner.id,
          plan: 'plus',
          duration: 'month',
          startDate: new Date(now - DAY),
          endDate: new Date(now + 30 * DAY),
        });
      return id;
    },
    snapshot: (id) => rowsOf(subscriptions, id),
    rest: () => [
      { method: 'GET', url: '/api/customer/subscriptions', expect: 'own' },
      { method: 'GET', url: '/api/customer/subscriptions/active', expect: 'own' },
    ],
  },
  {
    name: 'profile (customer)',
    seed: async (owner) => owner.id,
    snapshot: (id) => db().select().from(customers).where(eq(customers.id, id)),
    rest: (id) => [
      { method: 'GET', url: '/api/customers/profile', expect: 'own' },
      { method: 'PUT', url: '/api/customers', body: { _id: id, id, name: 'Renamed By B' }, expect: 'own' },
      { method: 'POST', url: '/api/customers/data-clearance', body: { _id: id }, expect: 'own' },
      { method: 'POST', url: '/api/customers/deletion', body: { _id: id }, expect: 'own' },
    ],
  },
  {
    name: 'files',
    seed: async (owner) => (await server.app.files.upload(owner.id, 'secret.txt', Buffer.from('secret file of A')))._id,
    snapshot: (id) => db().select().from(files).where(eq(files.id, id)),
    rest: (id) => [{ method: 'GET', url: `/api/files/${id}`, expect: 'refused' }],
    socket: (id) => [{ event: 'main:conversations:send', body: sendBody({ files: [id] }) }],
  },
  {
    name: 'reports',
    seed: (owner) => insertChat(owner),
    snapshot: async (id) => [...(await rowsOf(chats, id)), ...(await db().select().from(reports).where(eq(reports.chatId, id)))],
    rest: (id) => [{ method: 'POST', url: '/api/reports', body: { chat: id, description: 'reporting A' }, expect: 'refused' }],
  },
  {
    name: 'WhatsApp links',
    seed: async (owner) => {
      await db()
        .insert(whatsappLinks)
        .values({ customerId: owner.id, phone: `+4072${String(Date.now()).slice(-7)}` });
      return owner.id;
    },
    snapshot: (id) => db().select().from(whatsappLinks).where(eq(whatsappLinks.customerId, id)),
    rest: () => [
      { method: 'GET', url: '/api/customers/links/whatsapp', expect: 'own' },
      { method: 'DELETE', url: '/api/customers/links/whatsapp', expect: 'own' },
    ],
  },
  {
    name: 'share links',
    seed: async (owner) => {
      const conversation = await createConversation(server.app, owner, 'A shared');
      await insertChat(owner, conversation);
      const response = await server.app.inject({
        method: 'PUT',
        url: `/api/shares/conversations/${conversation}`,
        payload: { includeFiles: false },
        headers: { cookie: owner.cookie },
      });
      return response.json<{ share: { _id: string } }>().share._id;
    },
    snapshot: (id) => db().select().from(shares).where(eq(shares.id, id)),
    rest: (id) => [
      { method: 'GET', url: '/api/shares', expect: 'own' },
      { method: 'DELETE', url: `/api/shares/${id}`, expect: 'refused' },
    ],
  },
  {
    name: 'sessions',
    seed: async (owner) =>
      (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.customerId, owner.id)))[0]!.id,
    snapshot: (id) => db().select({ id: sessions.id, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, id)),
    rest: (id) => [
      { method: 'GET', url: '/api/customers/sessions', expect: 'own' },
      { method: 'DELETE', url: `/api/customers/sessions/${id}`, expect: 'refused' },
      { method: 'POST', url: '/api/customers/sessions/sign-out-others', expect: 'own' },
      { method: 'POST', url: '/api/customers/auth/logout', expect: 'own' },
    ],
  },
];

/** B's own answers must never carry A's data: A's ids, e-mail or chat text. */
function expectNothingOfA(text: string, id: string) {
  expect(text).not.toContain(id);
  expect(text).not.toContain(a.email);
  expect(text).not.toContain('secret');
}

describe('access-control matrix: customer B against customer A (ASVS 8.2.2)', () => {
  for (const resource of resources) {
    it(`${resource.name}: B cannot read, change or delete A's over REST`, async () => {
      const id = await resource.seed(a);
      const before = await resource.snapshot(id);
      expect(before).toHaveLength(1);
      // A fresh B per row: some attempts (logout, deletion) end B's own session.
      const intruder = await createSignedInCustomer(server.app);
      for (const attempt of resource.rest(id)) {
        const response = await server.app.inject({
          method: attempt.method,
          url: attempt.url,
          headers: { cookie: intruder.cookie, ...(attempt.body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(attempt.body === undefined ? {} : { payload: JSON.stringify(attempt.body) }),
        });
        const where = `${attempt.method} ${attempt.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (attempt.expect === 'refused') expect([403, 404], where).toContain(response.statusCode);
        else expect(response.statusCode, where).toBeLessThan(500);
        expectNothingOfA(response.body, id);
      }
      expect(await resource.snapshot(id)).toEqual(before);
      // A still reaches everything of theirs.
      expect((await server.app.inject({ url: '/api/customers/profile', headers: { cookie: a.cookie } })).statusCode).toBe(200);
    });

    if (resource.socket) {
      it(`${resource.name}: B cannot read, change or delete A's over the socket`, async () => {
        const id = await resource.seed(a);
        const before = await resource.snapshot(id);
        const socket: TestSocket = await connectSocket(server.app, b.cookie);
        const seen: string[] = [];
        socket.onAny((event: string, payload: unknown) => seen.push(`${event} ${JSON.stringify(payload)}`));
        for (const attempt of resource.socket!(id)) {
          const ack = await emitEvent(socket, attempt.event, attempt.body);
          if (!ack.ok) expect(['not_found', 'forbidden', 'conflict'], JSON.stringify(ack)).toContain(ack.code);
        }
        await Promise.all([...server.app.chatPipeline.running]);
        expect(await resource.snapshot(id)).toEqual(before);
        expectNothingOfA(seen.join('\n'), id);
        socket.close();
      });
    }
  }

  it("B's stop does not stop A's answer while it streams", async () => {
    // Held after its first word: the intruder's stop surely comes while it streams.
    fake.reply = () => ({ pieces: ['one ', 'two ', 'three'], hold: 'streaming' });
    const owner = await connectSocket(server.app, a.cookie);
    const intruder = await connectSocket(server.app, b.cookie);
    const body = sendBody();
    const firstDelta = nextEvent(owner, 'conversation:delta', (delta) => delta._id === body._id);
    expect(await emitEvent(owner, 'main:conversations:send', body)).toEqual({ ok: true });
    await firstDelta;
    await emitEvent(intruder, 'main:conversations:stop', { _id: body._id });
    await fake.release('streaming');
    await Promise.all([...server.app.chatPipeline.running]);
    const [row] = await rowsOf(chats, body._id);
    expect(row).toMatchObject({ status: 'done', output: { content: 'one two three' } });
    owner.close();
    intruder.close();
  });
});

/**
 * Public routes: everything else answers a guest 401. A new route must either require sign-in
 * or be added here on purpose.
 */
const PUBLIC_ROUTES = [
  'GET /metrics', // bearer token of the operator instead of a session
  'GET /api/health',
  'GET /api/ready',
  'GET /api/customers/auth/options',
  'POST /api/customers/auth/otp',
  'POST /api/customers/auth/signup',
  'POST /api/customers/auth/login',
  'POST /api/customers/auth/login/verify',
  'POST /api/customers/auth/password/reset-request',
  'POST /api/customers/auth/password/reset',
  'POST /api/customers/auth/logout',
  'GET /api/customers/auth/google/start',
  'POST /api/customers/auth/login/google',
  'POST /api/customers/auth/sign-in-changes/undo', // the single-use undo token is the credential; the change may have signed the owner out
  'GET /api/plans',
  'GET /api/ai/providers', // the model catalog, shown before sign-in
  'POST /api/webhooks/stripe', // Stripe signature instead of a session
  'POST /api/webhooks/pawapay', // confirmed with pawaPay before anything is granted
  'GET /api/webhooks/whatsapp', // verify token of Meta's subscription check
  'POST /api/webhooks/whatsapp', // X-Hub-Signature-256 instead of a session
  'GET /api/whatsapp/link-tokens/:token', // the single-use link token is the credential
  'GET /api/openapi.json', // the API's description, as public as the web app's code
  'GET /api/shares/:token', // a share link's 128-bit token is the credential; the owner can delete it
  'GET /api/shares/:token/files/:fileId', // the files of that snapshot only, when the owner included them
];

/** The browsable API reference and its assets (swagger-ui), public like the document it shows. */
const PUBLIC_PREFIXES = ['GET /api/docs'];

describe('guests (ASVS 8.2.1)', () => {
  it('are refused every route but the public ones, and the socket', async () => {
    const guarded: string[] = [];
    for (const route of server.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      const response = await server.app.inject({
        method: route.method,
        url: route.url.replace(/:\w+/g, newId()),
        ...(['GET', 'DELETE'].includes(route.method) ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
      });
      if (PUBLIC_ROUTES.includes(key) || PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix))) {
        expect(response.statusCode, key).not.toBe(500);
        continue;
      }
      // The operator's console answers a guest as an unknown route (issue 22; console-access.test.ts).
      const status = route.url.startsWith('/api/admin/') ? 404 : 401;
      expect(response.statusCode, `${key} → ${response.body}`).toBe(status);
      expect(response.json(), key).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      guarded.push(key);
    }
    expect(guarded.length).toBeGreaterThan(15);
    await expect(connectSocket(server.app, '')).rejects.toThrow(/Unauthorized/);
  });

  it('cannot read the metrics without the operator token', async () => {
    const metrics = await buildTestApp(server.database, { METRICS_TOKEN: 'operator-token-0123456789' });
    expect((await metrics.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await metrics.inject({ url: '/metrics', headers: { authorization: 'Bearer operator-token-0123456789' } })).statusCode,
    ).toBe(200);
    await metrics.close();
  });
});

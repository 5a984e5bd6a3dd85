import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app.ts';
import { createConversation } from '../../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { pngBytes, upload } from '../../test/files.ts';
import { shareTestKit, type Share } from './share-test-kit.ts';

const server = useTestApp();
const { call, exchange, share, open } = shareTestKit(server);
let alice: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  alice = await createSignedInCustomer(server.app, { name: 'Alice Owner' });
  bob = await createSignedInCustomer(server.app);
});

describe('share links (issue 20)', () => {
  it('shares a snapshot with 128-bit tokens, noindex, and without the owner', async () => {
    const conversation = await createConversation(server.app, alice, 'Maths');
    await exchange(alice, conversation, 'What is $e^{i\\pi}$?', '**Minus one**: $e^{i\\pi} = -1$');
    const link = await share(alice, conversation);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(16);
    expect(link).toMatchObject({ conversationId: conversation, includeFiles: false, messageCount: 2 });

    const response = await open(link.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ name: string; messages: { role: string; content: string }[] }>();
    expect(body.name).toBe('Maths');
    expect(body.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'What is $e^{i\\pi}$?'],
      ['assistant', '**Minus one**: $e^{i\\pi} = -1$'],
    ]);
    for (const secret of [alice.id, alice.email, 'Alice Owner', conversation]) expect(response.body).not.toContain(secret);
  });

  it('keeps later messages out until "Update link", which keeps the token', async () => {
    const conversation = await createConversation(server.app, alice, 'Growing');
    await exchange(alice, conversation, 'first question', 'first answer');
    const link = await share(alice, conversation);
    await exchange(alice, conversation, 'later question', 'later answer');
    expect((await open(link.token)).body).not.toContain('later question');

    const updated = await share(alice, conversation);
    expect(updated).toMatchObject({ _id: link._id, token: link.token, messageCount: 4 });
    expect((await open(link.token)).body).toContain('later question');
    const list = (await call(alice, 'GET', '/shares')).json<{ shares: Share[] }>().shares;
    expect(list.filter((s) => s.conversationId === conversation)).toEqual([
      expect.objectContaining({ token: link.token, messageCount: 4 }),
    ]);
  });

  it('two first shares of a conversation at once make one link', async () => {
    const conversation = await createConversation(server.app, alice, 'Twice at once');
    await exchange(alice, conversation, 'question', 'answer');
    const links = await Promise.all([share(alice, conversation), share(alice, conversation), share(alice, conversation)]);
    expect(new Set(links.map((link) => link.token)).size).toBe(1);
    const list = (await call(alice, 'GET', '/shares')).json<{ shares: Share[] }>().shares;
    expect(list.filter((s) => s.conversationId === conversation)).toHaveLength(1);
  });

  it('a deleted link, an unknown or a malformed token all answer the same 404, and a new link gets a new token', async () => {
    const conversation = await createConversation(server.app, alice, 'Revoked');
    const link = await share(alice, conversation);
    expect((await call(alice, 'DELETE', `/shares/${link._id}`)).statusCode).toBe(200);
    const gone = { message: 'This link no longer works.', code: 'not_found' };
    for (const token of [
      link.token,
      'A'.repeat(22),
      'A'.repeat(23),
      'short',
      'a'.repeat(90),
      '..%2F..%2Fetc',
      "x' or 1=1 --",
      '%00'.repeat(30),
    ]) {
      const response = await open(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual(gone);
    }
    // Past the router's limit on a path parameter (100 characters) it answers before any route.
    expect((await call(undefined, 'GET', `/shares/${'a'.repeat(500)}`)).statusCode).toBe(414);
    expect((await call(alice, 'GET', '/shares')).json<{ shares: Share[] }>().shares.map((s) => s._id)).not.toContain(link._id);
    const again = await share(alice, conversation);
    expect(again.token).not.toBe(link.token);
    expect((await open(again.token)).statusCode).toBe(200);
  });

  it('deleting the conversation kills its link', async () => {
    const conversation = await createConversation(server.app, alice, 'Short-lived');
    const link = await share(alice, conversation);
    expect((await call(alice, 'DELETE', `/conversations/${conversation}`)).statusCode).toBe(200);
    expect((await open(link.token)).statusCode).toBe(404);
  });

  it("never lets another customer share, list or delete the owner's links", async () => {
    const conversation = await createConversation(server.app, alice, 'Private');
    const link = await share(alice, conversation);
    expect((await call(bob, 'PUT', `/shares/conversations/${conversation}`, {})).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/shares/${link._id}`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', '/shares')).json()).toEqual({ shares: [] });
    expect((await call(undefined, 'GET', '/shares')).statusCode).toBe(401);
    expect((await call(undefined, 'PUT', `/shares/conversations/${conversation}`, {})).statusCode).toBe(401);
    expect((await call(alice, 'PUT', '/shares/conversations/nope', {})).statusCode).toBe(400);
    expect((await call(alice, 'PUT', `/shares/conversations/${conversation}`, { includeFiles: 'yes' })).statusCode).toBe(400);
    expect((await open(link.token)).statusCode).toBe(200);
  });

  it('serves files only when included, and only those of the snapshot', async () => {
    const conversation = await createConversation(server.app, alice, 'Pictures');
    const shown = (await upload(server.app, alice.cookie, 'dot.png', pngBytes(), 'image/png')).json<{ _id: string }>()._id;
    const other = (await upload(server.app, alice.cookie, 'other.png', pngBytes(), 'image/png')).json<{ _id: string }>()._id;
    await exchange(alice, conversation, 'look', 'a grey dot', [shown]);

    const without = await share(alice, conversation, false);
    const hidden = (await open(without.token)).json<{ messages: { files: unknown[] }[] }>();
    expect(hidden.messages[0]!.files).toEqual([]);
    expect((await call(undefined, 'GET', `/shares/${without.token}/files/${shown}`)).statusCode).toBe(404);

    await share(alice, conversation, true);
    const withFiles = (await open(without.token)).json<{ messages: { files: { _id: string; url: string }[] }[] }>();
    const url = withFiles.messages[0]!.files[0]!.url;
    expect(url).toBe(`/api/shares/${without.token}/files/${shown}`);
    const file = await server.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await call(undefined, 'GET', `/shares/${without.token}/files/${other}`)).statusCode).toBe(404);
  });

  it('serves a file of an answer (a generated image) as well as one of a question', async () => {
    const conversation = await createConversation(server.app, alice, 'Drawn');
    const drawn = (await upload(server.app, alice.cookie, 'drawn.png', pngBytes(), 'image/png')).json<{ _id: string }>()._id;
    await exchange(alice, conversation, 'draw a dot', 'here it is', [], [drawn]);
    const link = await share(alice, conversation, true);
    expect((await call(undefined, 'GET', `/shares/${link.token}/files/${drawn}`)).statusCode).toBe(200);
  });

  it('"Continue this conversation" copies the snapshot into the caller\'s account without using quota', async () => {
    const conversation = await createConversation(server.app, alice, 'Worth keeping');
    await exchange(alice, conversation, 'question one', 'answer one');
    await exchange(alice, conversation, 'question two', 'answer two');
    const link = await share(alice, conversation);
    const carol = await createSignedInCustomer(server.app);
    const quota = async () =>
      (await call(carol, 'GET', '/quota?provider=demo&model=offline-demo')).json<{ messagesLeft: number }>().messagesLeft;
    const before = await quota();

    expect((await call(undefined, 'POST', `/shares/${link.token}/continue`)).statusCode).toBe(401);
    const response = await call(carol, 'POST', `/shares/${link.token}/continue`);
    expect(response.statusCode).toBe(201);
    const copy = response.json<{ conversation: { _id: string; name: string } }>().conversation;
    expect(copy.name).toBe('Worth keeping');
    const listed = (await call(carol, 'GET', `/conversations/chats?conversation=${copy._id}`)).json<{
      chats: { input: { content: string }; output: { content: string }; status: string }[];
    }>().chats;
    expect(listed.map((chat) => [chat.input.content, chat.output.content, chat.status])).toEqual([
      ['question two', 'answer two', 'done'],
      ['question one', 'answer one', 'done'],
    ]);
    expect(await quota()).toBe(before);
    // The owner's conversation is untouched and not the caller's.
    expect((await call(carol, 'GET', `/conversations/${conversation}`)).statusCode).toBe(404);
    expect((await call(carol, 'POST', `/shares/${'B'.repeat(22)}/continue`)).statusCode).toBe(404);
  });

  it("lists the links in the customer's data export, and erasing the data kills them", async () => {
    const dana = await createSignedInCustomer(server.app);
    const conversation = await createConversation(server.app, dana, 'Exported');
    const link = await share(dana, conversation);
    const exported = (await server.app.customerData.exportAll(dana.id)).sharedLinks;
    expect(exported).toEqual([expect.objectContaining({ conversation: 'Exported', link: `/s/${link.token}`, revokedAt: null })]);
    await server.app.customerData.eraseAll(dana.id);
    expect((await open(link.token)).statusCode).toBe(404);
  });

  it('limits the public reads to 60 a minute per address', async () => {
    const strict = await buildTestApp(server.database, { RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) statuses.push((await strict.inject({ url: `/api/shares/${'C'.repeat(22)}` })).statusCode);
      expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
      const refused = await strict.inject({ url: `/api/shares/${'C'.repeat(22)}` });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await strict.close();
    }
  });
});

import type { BranchChange, Chat, ExportedConversation } from '@chat/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { clientId, sendBody } from '../../../test/chat-ids.ts';
import { createConversation } from '../../../test/conversations.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { answersOnly, defaultReply, startFakeOpenAI, textOf, type FakeOpenAI } from '../../../test/fake-openai.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../../../test/socket.ts';
import { allowEveryone } from '../turn/plan-check.ts';
import { CONTINUE_PROMPT } from '../turn/history.ts';

let fake: FakeOpenAI;
let customer: TestCustomer;
let socket: TestSocket;
let conversation: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  return () => fake.close();
});
const server = useTestApp({
  env: () => ({ OPENAI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '3000' }),
  planCheck: allowEveryone,
  listen: true,
});

beforeEach(async () => {
  fake.reply = defaultReply;
  fake.requests.length = 0;
  customer = await createSignedInCustomer(server.app);
  conversation = await createConversation(server.app, customer, 'Branches');
  socket?.close();
  socket = await connectSocket(server.app, customer.cookie);
});

afterAll(() => socket.close());

const branchOf = async (owner = customer) =>
  (
    await server.app.inject({
      url: `/api/conversations/chats?conversation=${conversation}`,
      headers: { cookie: owner.cookie },
    })
  ).json<{ chats: Chat[]; count: number }>();
/** The branch shown, oldest first, as "question → answer". */
const shown = async () => (await branchOf()).chats.map((chat) => `${chat.input.content} → ${chat.output.content}`).reverse();

/** Sends and waits for the stored answer; answers the chat id. */
async function say(input: string, extra: Record<string, unknown> = {}): Promise<string> {
  const body = sendBody({ input, conversation, ...extra });
  const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
  expect(await emitEvent(socket, 'main:conversations:send', body)).toEqual({ ok: true });
  await done;
  return body._id;
}

const showVersion = (id: string, owner = customer) =>
  server.app.inject({ method: 'PUT', url: `/api/conversations/chats/${id}/current`, headers: { cookie: owner.cookie } });

/** The user messages the model received in its last call. */
const lastCallQuestions = () =>
  fake.requests
    .at(-1)!
    .messages.filter((message) => message.role !== 'system')
    .map((message) => textOf(message.content));

describe('answer versions and branches (issue 21)', () => {
  it('keeps every regenerated answer as a version, shows the newest, and moves between them', async () => {
    await say('one');
    const two = await say('two');
    let n = 0;
    fake.reply = answersOnly((request) => ({ pieces: [`take ${++n} of `, textOf(request.messages.at(-1)!.content)] }));
    const second = await say('two', { versionOf: two });
    const third = await say('two', { versionOf: second });

    expect(await shown()).toEqual(['one → Echo: one', 'two → take 2 of two']);
    const page = await branchOf();
    expect(page.count).toBe(2);
    expect(page.chats[0]!.versions).toEqual([two, second, third]);
    expect(page.chats[1]!.versions).toBeUndefined();

    const branch = nextEvent(socket, 'conversation:branch', (change: BranchChange) => change._id === two);
    expect((await showVersion(two)).json()).toEqual({ _id: two });
    expect(await branch).toEqual({ conversation, _id: two });
    expect(await shown()).toEqual(['one → Echo: one', 'two → Echo: two']);
  });

  it('starts a branch when a question is edited, sends the model only that branch, and keeps the old one', async () => {
    const first = await say('first question');
    await say('second question');
    await say('third question');
    const edited = await say('first, edited', { versionOf: first });
    expect(lastCallQuestions()).toEqual(['first, edited']);
    await say('after the edit');
    expect(lastCallQuestions()).toEqual(['first, edited', 'Echo: first, edited', 'after the edit']);
    expect(await shown()).toEqual(['first, edited → Echo: first, edited', 'after the edit → Echo: after the edit']);

    // Back to the old branch: it comes back whole, as it was left.
    await showVersion(first);
    expect(await shown()).toEqual([
      'first question → Echo: first question',
      'second question → Echo: second question',
      'third question → Echo: third question',
    ]);
    await say('fourth question');
    expect(lastCallQuestions()).toHaveLength(7);
    // And forth again: the edited branch as it was left too.
    await showVersion(edited);
    expect((await shown()).at(-1)).toBe('after the edit → Echo: after the edit');
  });

  it('continues a stopped answer as a new version that starts with its text', async () => {
    fake.reply = answersOnly(() => ({ pieces: ['Once ', 'upon ', 'a time'], hold: 'story' }));
    const body = sendBody({ input: 'Tell a story', conversation });
    const firstDelta = nextEvent(socket, 'conversation:delta', (delta) => delta._id === body._id);
    const stopped = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
    await emitEvent(socket, 'main:conversations:send', body);
    await firstDelta;
    await emitEvent(socket, 'main:conversations:stop', { _id: body._id });
    expect(await stopped).toMatchObject({ status: 'stopped', output: { content: 'Once ' } });
    await fake.release('story');

    fake.reply = answersOnly(() => ({ pieces: ['upon ', 'a time.'] }));
    const deltas: { at: number; text: string }[] = [];
    socket.on('conversation:delta', (delta) => deltas.push(delta));
    const continued = await say('Tell a story', { versionOf: body._id, continue: true });
    expect(lastCallQuestions()).toEqual(['Tell a story', 'Once ', CONTINUE_PROMPT]);
    expect(deltas[0]?.at).toBe('Once '.length);
    const page = await branchOf();
    expect(page.chats[0]).toMatchObject({ _id: continued, status: 'done', output: { content: 'Once upon a time.' } });
    expect(page.chats[0]!.versions).toEqual([body._id, continued]);
  });

  it('refuses what cannot be done, with a clear answer, and changes nothing', async () => {
    const done = await say('finished');
    // Only a stopped or interrupted answer continues.
    const notStopped = await emitEvent(
      socket,
      'main:conversations:send',
      sendBody({ conversation, versionOf: done, continue: true }),
    );
    expect(notStopped).toMatchObject({ ok: false, message: 'Only an answer that was stopped or interrupted can be continued.' });
    expect(await emitEvent(socket, 'main:conversations:send', sendBody({ conversation, continue: true }))).toMatchObject({
      ok: false,
    });

    // Switching while an answer is written in the conversation.
    fake.reply = answersOnly(() => ({ pieces: ['Still ', 'going'], hold: 'busy' }));
    const busy = sendBody({ input: 'long one', conversation });
    const firstDelta = nextEvent(socket, 'conversation:delta', (delta) => delta._id === busy._id);
    await emitEvent(socket, 'main:conversations:send', busy);
    await firstDelta;
    const whileStreaming = await showVersion(done);
    expect(whileStreaming.statusCode).toBe(409);
    expect(whileStreaming.json().message).toMatch(/still being written/);
    const regenerateWhileStreaming = await emitEvent(
      socket,
      'main:conversations:send',
      sendBody({ conversation, versionOf: done }),
    );
    expect(regenerateWhileStreaming).toMatchObject({ ok: false, message: expect.stringMatching(/still being written/) });
    const answered = nextEvent(socket, 'conversation', (chat) => chat._id === busy._id);
    await fake.release('busy');
    await answered;
    expect(await shown()).toEqual(['finished → Echo: finished', 'long one → Still going']);

    // Another customer's exchange is not found, to switch to or to regenerate.
    const other = await createSignedInCustomer(server.app);
    expect((await showVersion(done, other)).statusCode).toBe(404);
    expect((await showVersion(clientId())).json().message).toMatch(/no longer exists/);
  });

  it('answers a regenerate on a branch deleted in another tab with a clear error, storing nothing', async () => {
    const asked = await say('soon deleted');
    await server.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conversation}`,
      headers: { cookie: customer.cookie },
    });
    const general = await emitEvent(socket, 'main:conversations:send', sendBody({ versionOf: asked }));
    expect(general).toMatchObject({
      ok: false,
      message: 'This message no longer exists. It may have been deleted in another tab.',
    });
    const inGeneral = await server.app.inject({ url: '/api/conversations/chats', headers: { cookie: customer.cookie } });
    expect(inGeneral.json()).toMatchObject({ count: 0 });
  });

  it('repeats a version send by its id without adding another version', async () => {
    const asked = await say('once');
    const body = sendBody({ input: 'once', conversation, versionOf: asked });
    const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
    await emitEvent(socket, 'main:conversations:send', body);
    await done;
    const again = nextEvent(socket, 'conversation', (chat) => chat._id === body._id);
    expect(await emitEvent(socket, 'main:conversations:send', body)).toEqual({ ok: true });
    await again;
    expect((await branchOf()).chats[0]!.versions).toEqual([asked, body._id]);
  });

  it('exports the branch shown, and in JSON the whole tree; search and share links see the branch shown only', async () => {
    const asked = await say('Which colour? TAKES');
    fake.reply = answersOnly(() => ({ pieces: ['Blue, on second thought'] }));
    const second = await say('Which colour? TAKES', { versionOf: asked });
    const get = (url: string) => server.app.inject({ url: `/api${url}`, headers: { cookie: customer.cookie } });

    const markdown = (await get(`/conversations/${conversation}/export`)).body;
    expect(markdown).toContain('Blue, on second thought');
    expect(markdown).not.toContain('Echo: Which colour?');
    const json = (await get(`/conversations/${conversation}/export?format=json`)).json<{
      conversations: ExportedConversation[];
    }>();
    const [exported] = json.conversations;
    expect(exported!.messages.map((message) => message.exchange)).toEqual([second, second]);
    expect(exported!.otherVersions).toEqual([
      {
        exchange: asked,
        parent: null,
        current: false,
        messages: [
          expect.objectContaining({ content: 'Which colour? TAKES' }),
          expect.objectContaining({ content: 'Echo: Which colour? TAKES' }),
        ],
      },
    ]);

    const hits = (await get('/search?q=Echo')).json<{ hits: unknown[] }>();
    expect(hits.hits).toEqual([]);
  });
});

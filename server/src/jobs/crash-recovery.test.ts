import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX, routes, type Chat } from '@chat/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendBody } from '../test/chat-ids.ts';
import { defaultReply, startFakeOpenAI, textOf, type FakeOpenAI } from '../test/fake-openai.ts';
import { startServerProcess, signInThroughOutbox, type ServerProcess } from '../test/server-process.ts';
import { connectSocketAt, emitEvent, nextEvent, type TestSocket } from '../test/socket.ts';

/**
 * The real server on its embedded defaults (PGlite in DATA_DIR), killed with SIGKILL while an
 * answer streams, then started again on the same data directory: nothing the customer saw is lost.
 */
const METRICS_TOKEN = 'crash-recovery-metrics-token';

let fake: FakeOpenAI;
let dataDir: string;
let env: Record<string, string>;
const servers: ServerProcess[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  dataDir = mkdtempSync(path.join(tmpdir(), 'chat-crash-'));
  env = { OPENAI_BASE_URL: fake.baseUrl, METRICS_TOKEN, CHAT_CHECKPOINT_MS: '200' };
  return async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
});

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir, env);
  servers.push(server);
  return server;
}

async function socketTo(server: ServerProcess, cookie: string): Promise<TestSocket> {
  const socket = await connectSocketAt(server.url, cookie);
  sockets.push(socket);
  return socket;
}

/** Chats whose streamed text a checkpoint has stored, as the operator's /metrics shows it. */
async function checkpointedChats(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const found = /^chat_checkpoint_rows_total (\d+)$/m.exec(await response.text());
  return Number(found?.[1] ?? 0);
}

async function listChats(server: ServerProcess, cookie: string): Promise<Chat[]> {
  const response = await fetch(server.url + API_PREFIX + routes.listChats.path, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { chats: Chat[] }).chats;
}

describe('a server killed mid-answer', () => {
  it(
    'comes back with the answer stopped and exactly the text streamed, at once, and the chat goes on',
    { timeout: 120_000 },
    async () => {
      // The answer streams its first piece, then the fake holds the rest: the server dies mid-answer.
      const streamedPiece = 'Once upon a time, in a **kingdom** "far" away, ';
      fake.reply = () => ({ pieces: [streamedPiece, 'the end.'], hold: 'killed' });
      const first = await startServer();
      const cookie = await signInThroughOutbox(first.url, dataDir, 'crash@example.com');
      const socket = await socketTo(first, cookie);
      const body = sendBody({ input: 'Tell me a story' });
      const delta = nextEvent(socket, 'conversation:delta', (event) => event._id === body._id, 15_000);
      expect(await emitEvent(socket, 'main:conversations:send', body)).toEqual({ ok: true });
      const streamed = (await delta).text;
      expect(streamed).toBe(streamedPiece);
      // Nothing more streams while the fake holds: the first checkpoint that stores a row stores this text.
      await expect.poll(() => checkpointedChats(first), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

      await first.kill('SIGKILL');
      socket.close();
      const second = await startServer();

      // The very first request after start-up: settled before the server served anything.
      const [settled] = await listChats(second, cookie);
      expect(settled).toMatchObject({
        _id: body._id,
        status: 'stopped',
        input: { content: 'Tell me a story' },
        output: { role: 'assistant', content: streamed },
      });
      expect(settled!.duration).toBeGreaterThanOrEqual(0);

      // The same chat goes on: the next message is answered, the stopped answer in its history.
      fake.reply = defaultReply;
      const again = await socketTo(second, cookie);
      const next = sendBody({ input: 'Go on' });
      const answered = nextEvent(again, 'conversation', (chat) => chat._id === next._id, 15_000);
      expect(await emitEvent(again, 'main:conversations:send', next)).toEqual({ ok: true });
      expect(await answered).toMatchObject({ status: 'done', output: { content: 'Echo: Go on' } });
      const history = fake.requests.at(-1)!.messages.map((message) => ({ role: message.role, text: textOf(message.content) }));
      expect(history).toContainEqual({ role: 'assistant', text: streamed });
      expect((await listChats(second, cookie)).map((chat) => chat.status)).toEqual(['done', 'stopped']);
    },
  );
});

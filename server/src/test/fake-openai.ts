import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleMediaRequest, type FakeMediaRequests } from './fake-openai-media.ts';
import { HeldAnswers } from './held-answers.ts';

/** A message part as the chat completions API takes it: text, an image (data URL) or a file (PDF). */
export type FakeContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string } }
  | { type: 'file'; file: { filename?: string; file_data: string } };

export interface FakeRequest {
  model: string;
  messages: { role: string; content: string | FakeContentPart[] }[];
  stream: boolean;
}

/** What the fake does for one request: text pieces and delays, or a failure. */
export interface FakeReply {
  pieces?: string[];
  firstTokenDelayMs?: number;
  pieceDelayMs?: number;
  /**
   * http500/http401: an error status; midstream: the connection drops after the first piece;
   * stream-error: an `error` event follows the first piece; hang: never answers; empty: no text.
   */
  fail?: 'http500' | 'http401' | 'midstream' | 'stream-error' | 'hang' | 'empty';
  /** The stream goes out in writes of this many bytes, one per millisecond: events split anywhere. */
  writeBytes?: number;
  /** After its first piece (or piece `holdAfter`) the rest waits until `release(hold)` (held-answers.ts). */
  hold?: string;
  holdAfter?: number;
}

export interface FakeOpenAI {
  baseUrl: string;
  requests: FakeRequest[];
  /** TCP connections accepted so far: clients that keep connections alive open few. */
  connections: number;
  /** Chat answers whose response has neither ended nor closed yet. */
  streaming(): number;
  /** Image generations, transcriptions and speech the fake served. */
  media: FakeMediaRequests;
  /** Decides the reply per request; the default echoes the last user message and answers titles. */
  reply: (request: FakeRequest) => FakeReply;
  /**
   * Lets the answer held under `key` go on (also POST <base>/__release/<key>, for the e2e run's tests
   * in another process); resolves once its response has ended or closed.
   */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export const FAKE_TITLE = 'Fake Generated Title';

/** What a message carried besides text, e.g. "1 image, 1 PDF" (empty when nothing), so answers can show it. */
export function attachmentsOf(content: string | FakeContentPart[]): string {
  if (typeof content === 'string') return '';
  const images = content.filter((part) => part.type === 'image_url').length;
  const files = content.filter((part) => part.type === 'file').length;
  return [images ? `${images} image${images > 1 ? 's' : ''}` : '', files ? `${files} PDF${files > 1 ? 's' : ''}` : '']
    .filter(Boolean)
    .join(', ');
}

/** The text of a message, whether a string or parts. */
export function textOf(content: string | FakeContentPart[]): string {
  if (typeof content === 'string') return content;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** Whether a request is the conversation's title call (chats/turn/title.ts), which follows a first answer in the background. */
export const isTitleCall = (request: FakeRequest) =>
  textOf(request.messages.find((m) => m.role === 'system')?.content ?? '').includes('short title');

/**
 * A reply for the answers only: the title call, which may reach the fake after a test swapped its
 * reply (a loaded machine), keeps the default one and does not count as an answer.
 */
export const answersOnly =
  (reply: (request: FakeRequest) => FakeReply) =>
  (request: FakeRequest): FakeReply =>
    isTitleCall(request) ? defaultReply(request) : reply(request);

/** Echoes the last user message after `prefix` and names the conversation FAKE_TITLE: every model fake's default. */
export const echoReply =
  (prefix: string) =>
  (request: FakeRequest): FakeReply => {
    if (isTitleCall(request)) return { pieces: [FAKE_TITLE] };
    const last = textOf([...request.messages].reverse().find((m) => m.role === 'user')?.content ?? '');
    return { pieces: [prefix, ': ', last] };
  };

export const defaultReply = echoReply('Echo');

/** The error statuses a reply can fail with, and their bodies as OpenAI words them. */
const HTTP_FAILURES: Partial<Record<string, { status: number; error: object }>> = {
  http500: { status: 500, error: { message: 'fake failure', type: 'server_error' } },
  http401: {
    status: 401,
    error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FakeOpenAIOptions {
  /** Answers the requests it knows before the fake does (true when it answered): another API on the same port, e.g. Ollama's. */
  route?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/**
 * An OpenAI-compatible chat completions server on loopback that streams SSE the way the real API
 * does (delta chunks, a usage chunk, [DONE]), so the real AI SDK client is exercised (DESIGN §5).
 */
export async function startFakeOpenAI(port = 0, options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const open = new Set<ServerResponse>();
  const holds = new HeldAnswers();
  const fake: FakeOpenAI = {
    baseUrl: '',
    requests: [],
    connections: 0,
    streaming: () => open.size,
    media: { images: [], transcriptions: [], speech: [] },
    reply: defaultReply,
    release: (key) => holds.release(key),
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (options.route?.(req, res)) return;
      if (req.method === 'GET') {
        // The chat requests received, oldest first: the e2e run (another process) asserts on them.
        if (req.url?.endsWith('/__requests'))
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(fake.requests));
        else res.writeHead(200, { 'content-type': 'text/plain' }).end('fake openai');
        return;
      }
      const raw = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
      const release = /\/__release\/([\w-]+)$/.exec(req.url ?? '');
      if (req.method === 'POST' && release) {
        await fake.release(release[1]!);
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'POST' && (await handleMediaRequest(req, res, raw, fake.media))) return;
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw.toString('utf8')) as FakeRequest;
      fake.requests.push(body);
      const reply = fake.reply(body);
      const failure = reply.fail && HTTP_FAILURES[reply.fail];
      if (failure) {
        res.writeHead(failure.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: failure.error }));
        return;
      }
      open.add(res);
      const closed = new Promise<void>((resolve) => res.on('close', resolve));
      res.on('close', () => open.delete(res));
      const held = reply.hold ? holds.hold(reply.hold, closed) : undefined;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.flushHeaders();
      if (reply.fail === 'hang') return;
      const send = async (text: string, last = false) => {
        if (!reply.writeBytes) return void (last ? res.end(text) : res.write(text));
        const bytes = Buffer.from(text);
        for (let at = 0; at < bytes.length && !res.destroyed; at += reply.writeBytes) {
          res.write(bytes.subarray(at, at + reply.writeBytes));
          await sleep(1);
        }
        if (last) res.end();
      };
      const chunk = (payload: object) =>
        send(
          `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model: body.model, ...payload })}\n\n`,
        );
      const pieces = reply.fail === 'empty' ? [] : (reply.pieces ?? []);
      await sleep(reply.firstTokenDelayMs ?? 0);
      for (const [index, piece] of pieces.entries()) {
        if (res.destroyed) return;
        if (index > 0 && reply.pieceDelayMs) await sleep(reply.pieceDelayMs);
        await chunk({
          choices: [
            { index: 0, delta: index === 0 ? { role: 'assistant', content: piece } : { content: piece }, finish_reason: null },
          ],
        });
        if (reply.fail === 'midstream') {
          res.destroy();
          return;
        }
        if (reply.fail === 'stream-error') {
          return send(`data: ${JSON.stringify({ error: { message: 'fake stream failure', type: 'server_error' } })}\n\n`, true);
        }
        if (index === (reply.holdAfter ?? 0) && held) await held;
      }
      if (res.destroyed) return;
      await chunk({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
      const prompt = body.messages.reduce((n, m) => n + textOf(m.content).length, 0);
      const completion = pieces.join('').length;
      await chunk({
        choices: [],
        usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
      });
      await send('data: [DONE]\n\n', true);
    })();
  });
  // Idle keep-alive sockets are closed by the client (undici: after 4 s, or 30 s in the server's model
  // pools), never by us: a server-side close racing a reuse fails the call with "other side closed"
  // under load (npm run load).
  server.keepAliveTimeout = 120_000;
  server.on('connection', () => fake.connections++);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      holds.releaseAll();
      for (const res of open) res.destroy();
      server.close(() => resolve());
      // Idle ones too, including the spare connection undici opens after an aborted call and never
      // sends on (nodejs/undici#5845), which close() alone waits for until the client drops it.
      server.closeAllConnections();
    });
  return fake;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    req.on('data', (piece: Buffer) => pieces.push(piece));
    req.on('end', () => resolve(Buffer.concat(pieces)));
    req.on('error', reject);
  });
}

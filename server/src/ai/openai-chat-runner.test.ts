import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultReply, startFakeOpenAI, type FakeOpenAI } from '../test/fake-openai.ts';
import { openAIChatRunner } from './openai-chat-runner.ts';
import type { ModelRunner, StreamRequest } from './types.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());

const runnerOf = (baseURL = fake.baseUrl) => openAIChatRunner({ baseURL, model: 'gpt-4o-mini' });

/** Streams one answer; resolves with the pieces in their order and the usage. */
async function ask(runner: ModelRunner, request: Partial<StreamRequest> = {}) {
  const pieces: string[] = [];
  const { usage } = await runner.stream({
    messages: [{ role: 'user', content: 'Hello' }],
    signal: new AbortController().signal,
    onText: (piece) => pieces.push(piece),
    ...request,
  });
  return { pieces, usage };
}

describe('openAIChatRunner', () => {
  it('streams the pieces in order and resolves with the usage of the final chunk', async () => {
    fake.reply = () => ({ pieces: ['Hel', 'lo ', 'world'], pieceDelayMs: 5 });
    const { pieces, usage } = await ask(runnerOf(), { system: 'Be brief.' });
    fake.reply = defaultReply;
    expect(pieces).toEqual(['Hel', 'lo ', 'world']);
    // The fake counts characters: the prompt is the system text and the question.
    expect(usage).toEqual({ prompt: 'Be brief.Hello'.length, completion: 'Hello world'.length, total: 25 });
    expect(fake.requests.at(-1)).toEqual({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hello' },
      ],
    });
  });

  it.each([3, 7])('reads events whose bytes arrive in writes of %i bytes, split inside characters', async (writeBytes) => {
    const answer = ['Déjà ', 'vu — ', '日本語 ', '😀👍', ' done'];
    fake.reply = () => ({ pieces: answer, writeBytes });
    const { pieces, usage } = await ask(runnerOf());
    fake.reply = defaultReply;
    expect(pieces).toEqual(answer);
    expect(usage.completion).toBe(answer.join('').length);
  });

  it('rejects with an AbortError when the call is stopped mid-stream, and lets go of the connection', async () => {
    fake.reply = () => ({ pieces: ['First ', 'never sent'], hold: 'runner-abort' });
    const stop = new AbortController();
    const pieces: string[] = [];
    const call = ask(runnerOf(), { signal: stop.signal, onText: (piece) => (pieces.push(piece), stop.abort()) });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(call).rejects.toBeInstanceOf(DOMException);
    await vi.waitFor(() => expect(fake.streaming()).toBe(0));
    expect(pieces).toEqual(['First ']);
    fake.reply = defaultReply;
    await fake.release('runner-abort');
  });

  it('rejects at once, without a request, when the signal has already fired', async () => {
    const sent = fake.requests.length;
    await expect(ask(runnerOf(), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(sent);
  });

  it('rejects with the provider message on an error status and on an error event in the stream', async () => {
    fake.reply = () => ({ fail: 'http401' });
    await expect(ask(runnerOf())).rejects.toMatchObject({ statusCode: 401, message: 'Incorrect API key provided.' });
    fake.reply = () => ({ pieces: ['partial'], fail: 'stream-error' });
    await expect(ask(runnerOf())).rejects.toMatchObject({ message: 'fake stream failure' });
    fake.reply = defaultReply;
  });

  it('keeps one connection for calls one after the other, whatever their outcome', async () => {
    const own = await startFakeOpenAI();
    // undici frees a connection for the next request one event-loop turn after its response ends;
    // a chat turn always does I/O between two calls (it stores the answer before asking a title).
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    try {
      const runner = runnerOf(own.baseUrl);
      for (let call = 0; call < 5; call++) {
        expect((await ask(runner)).pieces.join('')).toBe('Echo: Hello');
        await nextTurn();
      }
      own.reply = () => ({ fail: 'http500' });
      await expect(ask(runner)).rejects.toMatchObject({ statusCode: 500 });
      await nextTurn();
      own.reply = defaultReply;
      await ask(runner);
      expect(own.connections).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('sends the key as a bearer token, and no Authorization header without one', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      req.resume().on('end', () => res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: [DONE]\n\n'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
    try {
      await ask(openAIChatRunner({ baseURL, apiKey: 'sk-secret', model: 'm' }));
      await ask(openAIChatRunner({ baseURL, model: 'm' }));
      expect(seen.map((headers) => headers.authorization)).toEqual(['Bearer sk-secret', undefined]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

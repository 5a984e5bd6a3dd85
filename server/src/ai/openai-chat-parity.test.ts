import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, textPdf } from '../test/files.ts';
import { defaultReply, startFakeOpenAI, type FakeOpenAI, type FakeReply } from '../test/fake-openai.ts';
import { openAISystemRole } from './openai-chat-messages.ts';
import { openAIChatRunner } from './openai-chat-runner.ts';
import { sdkRunner } from './sdk-runner.ts';
import type { ModelRunner, TurnMessage } from './types.ts';

// The lean runner replaces the AI SDK for OpenAI-compatible providers: what it sends and how its
// failures end a turn must be what the SDK's did, so both run against the same fake here.
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());

const lean = (model: string) =>
  openAIChatRunner({ baseURL: fake.baseUrl, apiKey: 'sk-test', model, systemRole: openAISystemRole(model) });
const sdkOpenAI = (model: string) => sdkRunner(createOpenAI({ apiKey: 'sk-test', baseURL: fake.baseUrl }).chat(model));
const sdkCompatible = (model: string) =>
  sdkRunner(createOpenAICompatible({ name: 'lab', baseURL: fake.baseUrl, includeUsage: true, apiKey: 'sk-test' })(model));

const conversation: TurnMessage[] = [
  { role: 'user', content: 'What is on these?' },
  { role: 'assistant', content: 'Send them.' },
  {
    role: 'user',
    content: 'Here.',
    attachments: [
      { kind: 'image', name: 'dot.png', mediaType: 'image/png', data: new Uint8Array(pngBytes()) },
      { kind: 'pdf', name: 'notes.pdf', mediaType: 'application/pdf', data: new Uint8Array(textPdf(['Notes'])) },
    ],
  },
];

/** The request body a runner sends for the conversation, as the fake received it. */
async function bodySentBy(runner: ModelRunner): Promise<unknown> {
  const seen = fake.requests.length;
  await runner.stream({ system: 'Be brief.', messages: conversation, signal: new AbortController().signal, onText: () => {} });
  return fake.requests[seen];
}

/**
 * What the chat turn (modules/chats/turn/stream-answer.ts, which ai/ may not import) decides on:
 * the text that came, the usage, and whether the call failed and with what. Like the turn, a
 * silent model is aborted with a TimeoutError, here after 300 ms (only the one that never answers).
 */
async function settle(runner: ModelRunner, reply: FakeReply, stopAfterFirstPiece = false) {
  fake.reply = () => reply;
  const stop = new AbortController();
  // Only a model that never answers is timed out: the outcome never depends on how fast the machine is.
  const timer =
    reply.fail === 'hang'
      ? setTimeout(() => stop.abort(new DOMException('The model did not answer in time.', 'TimeoutError')), 300)
      : undefined;
  let text = '';
  const onText = (piece: string) => {
    text += piece;
    if (stopAfterFirstPiece) stop.abort();
  };
  try {
    const { usage } = await runner.stream({ messages: [{ role: 'user', content: 'Hello' }], signal: stop.signal, onText });
    return { text, usage };
  } catch (error) {
    return { text, error: APICallError.isInstance(error) ? pick(error) : (error as Error).name };
  } finally {
    clearTimeout(timer);
    fake.reply = defaultReply;
  }
}

const pick = (error: APICallError) => ({
  name: error.name,
  message: error.message,
  statusCode: error.statusCode,
  isRetryable: error.isRetryable,
  url: error.url,
  responseBody: error.responseBody,
});

describe('the lean runner and the AI SDK runner', () => {
  it.each([
    ['an OpenAI chat model', 'gpt-4o-mini', sdkOpenAI],
    ['an OpenAI reasoning model (instructions as developer)', 'o3-mini', sdkOpenAI],
    ['an OpenAI-compatible model', 'lab-model', sdkCompatible],
  ])('send the same request for %s, images and PDFs included', async (_label, model, sdk) => {
    expect(await bodySentBy(lean(model))).toEqual(await bodySentBy(sdk(model)));
  });

  it.each([
    ['an error status', { fail: 'http500' }],
    ['a refused API key', { fail: 'http401' }],
    ['no answer in time', { fail: 'hang' }],
    ['an empty answer', { fail: 'empty' }],
    ['a whole answer', { pieces: ['Hel', 'lo'] }],
  ] satisfies [string, FakeReply][])('end alike on %s: same text, usage and error', async (_label, reply) => {
    expect(await settle(lean('gpt-4o-mini'), reply)).toEqual(await settle(sdkOpenAI('gpt-4o-mini'), reply));
  });

  // The error itself differs in these two, and only the logs see it: the SDK turns an error event
  // into "model call failed" and wraps a dropped connection in an APICallError ("Failed to process
  // successful response"); the lean runner keeps the provider's words and throws undici's SocketError.
  it('both fail on an error event mid-stream, after the same text', async () => {
    const reply: FakeReply = { pieces: ['partial '], fail: 'stream-error' };
    const [viaLean, viaSdk] = [await settle(lean('gpt-4o-mini'), reply), await settle(sdkOpenAI('gpt-4o-mini'), reply)];
    expect(viaSdk).toMatchObject({ text: 'partial ', error: expect.anything() });
    expect(viaLean).toMatchObject({ text: 'partial ', error: { statusCode: 500, message: 'fake stream failure' } });
  });

  it('both fail when the connection drops mid-stream', async () => {
    const reply: FakeReply = { pieces: ['partial '], fail: 'midstream' };
    expect((await settle(sdkOpenAI('gpt-4o-mini'), reply)).error).toBeDefined();
    expect((await settle(lean('gpt-4o-mini'), reply)).error).toBe('SocketError');
  });

  it('stop alike when the customer stops the answer: the text so far, an AbortError', async () => {
    const reply = { pieces: ['First ', 'second'], pieceDelayMs: 200 };
    const viaLean = await settle(lean('gpt-4o-mini'), reply, true);
    expect(viaLean).toEqual({ text: 'First ', error: 'AbortError' });
    expect(viaLean).toEqual(await settle(sdkOpenAI('gpt-4o-mini'), reply, true));
  });
});

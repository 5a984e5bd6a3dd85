import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { echoReply, textOf, type FakeContentPart, type FakeReply, type FakeRequest } from '../fake-openai.ts';
import { LoopbackFake, readBody } from './loopback.ts';

type Source = { type: 'base64'; media_type: string; data: string } | { type: 'url'; url: string };
type Block =
  | { type: 'text'; text: string }
  | { type: 'image' | 'document'; source: Source }
  | { type: 'tool_use' | 'tool_result' | 'thinking' };

/** The Messages API's request body, as far as the fake reads it. */
interface MessagesBody {
  model?: string;
  max_tokens?: number;
  stream?: boolean;
  system?: string | { type: 'text'; text: string }[];
  messages?: { role: 'user' | 'assistant'; content: string | Block[] }[];
}

/** A request the fake answered: the chat as fake-openai.ts words it (so isTitleCall, textOf work), plus the raw body and key. */
export interface AnthropicRequest extends FakeRequest {
  apiKey: string;
  /** The `anthropic-version` header. */
  version: string;
  body: MessagesBody;
}

const toPart = (block: Block): FakeContentPart | undefined => {
  if (block.type === 'text') return { type: 'text', text: block.text };
  if (block.type !== 'image' && block.type !== 'document') return undefined;
  const url = block.source.type === 'url' ? block.source.url : `data:${block.source.media_type};base64,${block.source.data}`;
  return block.type === 'image' ? { type: 'image_url', image_url: { url } } : { type: 'file', file: { file_data: url } };
};

/** The body in chat-completions terms: the system prompt first, then the turns with their text, images and PDFs. */
function asChat(body: MessagesBody): FakeRequest['messages'] {
  const system = typeof body.system === 'string' ? body.system : (body.system ?? []).map((b) => b.text).join('\n');
  const turns = (body.messages ?? []).map((m) => ({
    role: m.role,
    content: typeof m.content === 'string' ? m.content : m.content.map(toPart).filter((p) => p !== undefined),
  }));
  return system ? [{ role: 'system', content: system }, ...turns] : turns;
}

/** An error as Anthropic words it. */
const error = (type: string, message: string) => ({ type: 'error', error: { type, message } });

/**
 * Anthropic's Messages API on loopback (`POST /v1/messages`, what @ai-sdk/anthropic calls at
 * `<ANTHROPIC_BASE_URL>/messages`): the `x-api-key` and `anthropic-version` headers checked as the
 * real API does, `stream: true` answered with its SSE events (message_start, content_block_start,
 * text_delta content_block_delta events, content_block_stop, message_delta with the stop reason and
 * output tokens, message_stop), so the real SDK client parses it. Only a reply's `pieces` are used.
 */
export class FakeAnthropic extends LoopbackFake {
  readonly apiKey = 'anthropic-test-key';
  readonly requests: AnthropicRequest[] = [];
  /** Decides the text per request; the default echoes the last user message and answers titles. */
  reply: (request: AnthropicRequest) => FakeReply = echoReply('Anthropic echo');

  protected serve(request: IncomingMessage, response: ServerResponse): void {
    this.handle(request, response).catch((failure: unknown) => {
      if (!response.headersSent) json(response, 500, error('api_error', String(failure)));
      else response.destroy();
    });
  }

  /** The app's settings pointing at this fake (the SDK appends `/messages` to the base URL). */
  env(): Record<string, string> {
    return { ANTHROPIC_API_KEY: this.apiKey, ANTHROPIC_BASE_URL: `${this.base}/v1` };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://x').pathname !== '/v1/messages')
      return json(response, 404, error('not_found_error', 'Not found'));
    if (request.headers['x-api-key'] !== this.apiKey)
      return json(response, 401, error('authentication_error', 'invalid x-api-key'));
    const version = request.headers['anthropic-version'];
    if (typeof version !== 'string')
      return json(response, 400, error('invalid_request_error', 'anthropic-version: header is required'));
    const body = JSON.parse(await readBody(request)) as MessagesBody;
    if (!body.model || !body.max_tokens || !body.messages?.length)
      return json(response, 400, error('invalid_request_error', 'model, max_tokens and messages are required'));
    const recorded: AnthropicRequest = {
      model: body.model,
      messages: asChat(body),
      stream: body.stream === true,
      apiKey: this.apiKey,
      version,
      body,
    };
    this.requests.push(recorded);
    const pieces = this.reply(recorded).pieces ?? [];
    const id = `msg_${randomBytes(12).toString('hex')}`;
    const input_tokens = recorded.messages.reduce((n, m) => n + textOf(m.content).length, 0);
    const output_tokens = pieces.join('').length;
    if (!recorded.stream)
      return json(response, 200, {
        id,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [{ type: 'text', text: pieces.join('') }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens, output_tokens },
      });
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const event = (type: string, data: object) =>
      response.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    event('message_start', {
      message: {
        id,
        type: 'message',
        role: 'assistant',
        content: [],
        model: body.model,
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens, output_tokens: 1 },
      },
    });
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
    event('ping', {});
    for (const text of pieces) event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } });
    event('content_block_stop', { index: 0 });
    event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens } });
    event('message_stop', {});
    response.end();
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

// Run standalone: `node server/src/test/fakes/anthropic.ts <port>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await new FakeAnthropic().start(Number(process.argv[2] ?? 0));
  console.log(`fake Anthropic Messages API on ${fake.base}/v1 (key ${fake.apiKey})`);
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { echoReply, textOf, type FakeContentPart, type FakeReply, type FakeRequest } from '../fake-openai.ts';
import { LoopbackFake, readBody } from './loopback.ts';

type Part = { text?: string; inlineData?: { mimeType: string; data: string }; fileData?: { mimeType: string; fileUri: string } };

/** The generateContent request body, as far as the fake reads it. */
interface GenerateContentBody {
  contents?: { role?: 'user' | 'model'; parts?: Part[] }[];
  systemInstruction?: { parts?: Part[] };
  generationConfig?: Record<string, unknown>;
}

/** A request the fake answered: the chat as fake-openai.ts words it (so isTitleCall, textOf work), plus the raw body and key. */
export interface GoogleRequest extends FakeRequest {
  apiKey: string;
  body: GenerateContentBody;
}

const toPart = (part: Part): FakeContentPart | undefined => {
  if (part.text !== undefined) return { type: 'text', text: part.text };
  const file = part.inlineData
    ? { mimeType: part.inlineData.mimeType, url: `data:${part.inlineData.mimeType};base64,${part.inlineData.data}` }
    : part.fileData && { mimeType: part.fileData.mimeType, url: part.fileData.fileUri };
  if (!file) return undefined;
  return file.mimeType.startsWith('image/')
    ? { type: 'image_url', image_url: { url: file.url } }
    : { type: 'file', file: { file_data: file.url } };
};

/** The body in chat-completions terms: the system instruction first, then the turns (`model` as `assistant`). */
function asChat(body: GenerateContentBody): FakeRequest['messages'] {
  const system = (body.systemInstruction?.parts ?? []).map((p) => p.text ?? '').join('\n');
  const turns = (body.contents ?? []).map((c) => ({
    role: c.role === 'model' ? 'assistant' : 'user',
    content: (c.parts ?? []).map(toPart).filter((p) => p !== undefined),
  }));
  return system ? [{ role: 'system', content: system }, ...turns] : turns;
}

/** An error as Google's APIs word it. */
const error = (code: number, status: string, message: string) => ({ error: { code, message, status } });

/**
 * The Gemini API on loopback: `POST /v1beta/models/{model}:streamGenerateContent?alt=sse`, what
 * @ai-sdk/google calls at `<baseURL>/models/{model}:streamGenerateContent?alt=sse`, answered with
 * SSE `data:` chunks of candidates (text parts, then finishReason STOP with usageMetadata), and
 * `:generateContent` with one response. The key comes in `x-goog-api-key` (or `?key=`): a wrong one
 * is refused as Google does (400 INVALID_ARGUMENT), a missing one 403. Only a reply's `pieces` are used.
 */
export class FakeGoogleGenerativeAI extends LoopbackFake {
  readonly apiKey = 'google-test-key';
  readonly requests: GoogleRequest[] = [];
  /** Decides the text per request; the default echoes the last user message and answers titles. */
  reply: (request: GoogleRequest) => FakeReply = echoReply('Gemini echo');

  protected serve(request: IncomingMessage, response: ServerResponse): void {
    this.handle(request, response).catch((failure: unknown) => {
      if (!response.headersSent) json(response, 500, error(500, 'INTERNAL', String(failure)));
      else response.destroy();
    });
  }

  /** The app's settings pointing at this fake (the SDK's default base is https://generativelanguage.googleapis.com/v1beta). */
  env(): Record<string, string> {
    return { GOOGLE_GENERATIVE_AI_API_KEY: this.apiKey, GOOGLE_GENERATIVE_AI_BASE_URL: `${this.base}/v1beta` };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://x');
    const match = /^\/v1beta\/models\/([^/:]+):(streamGenerateContent|generateContent)$/.exec(url.pathname);
    if (request.method !== 'POST' || !match) return json(response, 404, error(404, 'NOT_FOUND', 'Not found'));
    const header = request.headers['x-goog-api-key'];
    const key = typeof header === 'string' ? header : url.searchParams.get('key');
    if (!key)
      return json(
        response,
        403,
        error(403, 'PERMISSION_DENIED', "Method doesn't allow unregistered callers. Please use API Key."),
      );
    if (key !== this.apiKey)
      return json(response, 400, error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'));
    const body = JSON.parse(await readBody(request)) as GenerateContentBody;
    if (!body.contents?.length) return json(response, 400, error(400, 'INVALID_ARGUMENT', '* contents: must not be empty'));
    const model = match[1]!;
    const recorded: GoogleRequest = {
      model,
      messages: asChat(body),
      stream: match[2] === 'streamGenerateContent',
      apiKey: key,
      body,
    };
    this.requests.push(recorded);
    const pieces = this.reply(recorded).pieces ?? [];
    const responseId = randomBytes(8).toString('hex');
    const promptTokenCount = recorded.messages.reduce((n, m) => n + textOf(m.content).length, 0);
    const candidatesTokenCount = pieces.join('').length;
    const usageMetadata = { promptTokenCount, candidatesTokenCount, totalTokenCount: promptTokenCount + candidatesTokenCount };
    const chunk = (text: string, last: boolean) => ({
      candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) }],
      ...(last ? { usageMetadata } : {}),
      modelVersion: model,
      responseId,
    });
    if (!recorded.stream) return json(response, 200, chunk(pieces.join(''), true));
    const chunks = [...pieces.slice(0, -1).map((text) => chunk(text, false)), chunk(pieces.at(-1) ?? '', true)];
    // Without alt=sse the API streams one JSON array instead.
    if (url.searchParams.get('alt') !== 'sse') return json(response, 200, chunks);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const data of chunks) response.write(`data: ${JSON.stringify(data)}\r\n\r\n`);
    response.end();
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

// Run standalone: `node server/src/test/fakes/google-generative-ai.ts <port>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await new FakeGoogleGenerativeAI().start(Number(process.argv[2] ?? 0));
  console.log(`fake Gemini API on ${fake.base}/v1beta (key ${fake.apiKey})`);
}

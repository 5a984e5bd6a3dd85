import { STATUS_CODES } from 'node:http';
import { APICallError } from 'ai';
import type { Dispatcher } from 'undici';
import { modelConnections } from './model-connections.ts';
import { toChatMessages, type SystemRole } from './openai-chat-messages.ts';
import { SseDataReader } from './sse-data.ts';
import type { ModelRunner, StreamRequest, TokenUsage } from './types.ts';

export interface OpenAIChatEndpoint {
  /** The API's base, e.g. https://api.openai.com/v1; requests go to <baseURL>/chat/completions. */
  baseURL: string;
  apiKey?: string | undefined;
  model: string;
  /** `developer` for OpenAI's reasoning models (openAISystemRole); `system` otherwise. */
  systemRole?: SystemRole;
  /** The connection pool the calls use: the hosted providers' unless given (model-connections.ts). */
  connections?: Dispatcher;
}

/** One streamed chunk of a chat completion, as far as a text answer needs it. */
interface ChatChunk {
  choices?: { delta?: { content?: string | null; refusal?: string | null } }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string };
}

/**
 * A ModelRunner for any OpenAI-compatible Chat Completions API without the AI SDK: one request on
 * the pooled connections and an incremental SSE reader, several times less CPU per call than
 * streamText and its web streams. An error status throws the APICallError the SDK throws, a stop
 * or a timeout an AbortError, so the chat turn tells them apart as it did.
 */
export function openAIChatRunner(endpoint: OpenAIChatEndpoint): ModelRunner {
  const url = new URL(`${endpoint.baseURL.replace(/\/+$/, '')}/chat/completions`);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  const systemRole = endpoint.systemRole ?? 'system';
  const connections = endpoint.connections ?? modelConnections;

  return {
    async stream({ system, messages, signal, onText }: StreamRequest) {
      if (signal.aborted) throw stopped();
      const requestBody = {
        model: endpoint.model,
        stream: true,
        stream_options: { include_usage: true },
        messages: toChatMessages(system, messages, systemRole),
      };
      const loggedRequest = { model: endpoint.model };
      let usage: TokenUsage = { prompt: 0, completion: 0, total: 0 };
      const reader = new SseDataReader((data) => {
        if (data === '[DONE]') return;
        const chunk = JSON.parse(data) as ChatChunk;
        if (chunk.error) throw streamError(url, chunk.error, data, loggedRequest);
        // Like the SDK: a refusal is the answer's text too.
        const delta = chunk.choices?.[0]?.delta;
        if (delta?.content) onText(delta.content);
        if (delta?.refusal) onText(delta.refusal);
        if (chunk.usage) {
          const prompt = chunk.usage.prompt_tokens ?? 0;
          const completion = chunk.usage.completion_tokens ?? 0;
          // The total as the SDK counts it (input + output), so every provider's usage adds up alike.
          usage = { prompt, completion, total: prompt + completion };
        }
      });
      try {
        const response = await connections.request({
          origin: url.origin,
          path: url.pathname + url.search,
          method: 'POST',
          headers,
          body: JSON.stringify(requestBody),
          signal,
        });
        if (response.statusCode < 200 || response.statusCode > 299) throw await httpError(url, response, loggedRequest);
        // Read to the end, past [DONE], so the connection goes back to its pool for the next call.
        for await (const bytes of response.body) reader.push(bytes as Buffer);
        reader.end();
      } catch (error) {
        if (signal.aborted) throw stopped();
        throw error;
      }
      return { usage };
    },
  };
}

const stopped = () => new DOMException('The model call was stopped.', 'AbortError');

/**
 * A non-2xx answer as @ai-sdk/provider-utils reports it: the provider's `error.message` when its
 * body has one, else the status text. The error keeps only the request's model id
 * (requestBodyValues): the messages would put the user's conversation in the logs.
 */
async function httpError(url: URL, response: Dispatcher.ResponseData, requestBodyValues: object): Promise<APICallError> {
  const responseBody = await response.body.text();
  let data: unknown;
  try {
    data = JSON.parse(responseBody);
  } catch {
    data = undefined;
  }
  const message = (data as ChatChunk | undefined)?.error?.message;
  return new APICallError({
    message: typeof message === 'string' ? message : (STATUS_CODES[response.statusCode] ?? `HTTP ${response.statusCode}`),
    url: url.href,
    requestBodyValues,
    statusCode: response.statusCode,
    responseBody,
    data,
  });
}

/** An `error` event inside a 200 stream: the provider failed after it started answering. */
function streamError(
  url: URL,
  error: NonNullable<ChatChunk['error']>,
  responseBody: string,
  requestBodyValues: object,
): APICallError {
  return new APICallError({
    message: error.message ?? 'The model stream failed.',
    url: url.href,
    requestBodyValues,
    statusCode: 500,
    responseBody,
    data: error,
    isRetryable: true,
  });
}

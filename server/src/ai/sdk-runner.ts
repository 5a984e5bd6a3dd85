import { streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { ModelRunner, StreamRequest, TokenUsage, TurnMessage } from './types.ts';

/** A turn message as the AI SDK takes it: images as image parts, PDFs as file parts after the text. */
export function toModelMessage(message: TurnMessage): ModelMessage {
  if (message.role === 'assistant' || !message.attachments?.length) return { role: message.role, content: message.content };
  return {
    role: 'user',
    content: [
      { type: 'text', text: message.content },
      ...message.attachments.map((file) =>
        file.kind === 'image'
          ? { type: 'image' as const, image: file.data, mediaType: file.mediaType }
          : { type: 'file' as const, data: file.data, mediaType: file.mediaType, filename: file.name },
      ),
    ],
  };
}

/** A ModelRunner over any Vercel AI SDK language model (OpenAI, Anthropic, Google, compatible servers). */
export function sdkRunner(model: LanguageModel): ModelRunner {
  return {
    async stream({ system, messages, signal, onText }: StreamRequest) {
      const result = streamText({
        model,
        ...(system ? { system } : {}),
        messages: messages.map(toModelMessage),
        abortSignal: signal,
        // The pipeline owns retries: a resend with the same _id is the client's retry.
        maxRetries: 0,
        // Errors arrive as stream parts below; without this the SDK also prints them to the console.
        onError: () => {},
      });
      let usage: TokenUsage = { prompt: 0, completion: 0, total: 0 };
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') onText(part.text);
        else if (part.type === 'error') throw toError(part.error);
        else if (part.type === 'abort') throw new DOMException('The model call was stopped.', 'AbortError');
        else if (part.type === 'finish') {
          const total = part.totalUsage;
          const prompt = total.inputTokens ?? 0;
          const completion = total.outputTokens ?? 0;
          usage = { prompt, completion, total: total.totalTokens ?? prompt + completion };
        }
      }
      return { usage };
    },
  };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'model call failed');
}

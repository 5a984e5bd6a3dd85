import type { FastifyBaseLogger } from 'fastify';
import type { StoredMessageFile } from '../../../db/schema.ts';
import type { RegisteredModel } from '../../../ai/types.ts';
import type { AnswerOutcome } from './stream-answer.ts';

/** Image models take far longer than a first token; they get at least this long. */
const IMAGE_TIMEOUT_MS = 120_000;
/** Longest answer read aloud (the speech APIs' limit is about 4,096 characters). */
export const SPEECH_MAX_CHARS = 4096;

type Store = (name: string, type: string, bytes: Buffer) => Promise<StoredMessageFile>;

const extensionOf = (type: string) =>
  ({ 'image/jpeg': 'jpg', 'image/webp': 'webp', 'audio/wav': 'wav' })[type] ?? type.split('/')[1];

/** media.image.wants: the provider's image model draws the prompt; the image is stored as the answer's file. */
export async function generateImageAnswer(options: {
  model: RegisteredModel;
  prompt: string;
  stop: AbortController;
  timeoutMs: number;
  store: Store;
}): Promise<{ outcome: AnswerOutcome; files: StoredMessageFile[] }> {
  const { model, prompt, stop, timeoutMs, store } = options;
  const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(Math.max(timeoutMs, IMAGE_TIMEOUT_MS))]);
  try {
    const image = await model.media.generateImage!(prompt, signal);
    const file = await store(`image.${extensionOf(image.type)}`, image.type, image.bytes);
    const usage = { prompt: 0, completion: 0, total: 0 };
    return { outcome: { kind: 'done', text: image.note ?? '', usage }, files: [file] };
  } catch (error) {
    if (stop.signal.aborted) return { outcome: { kind: 'stopped', text: '' }, files: [] };
    const reason = signal.aborted ? 'timeout' : 'provider';
    return { outcome: { kind: 'failed', text: 'The image could not be generated.', reason, error }, files: [] };
  }
}

/** media.audio: the answer read aloud by the provider's speech model; without one (or on failure) text only. */
export async function speakAnswer(options: {
  model: RegisteredModel;
  text: string;
  timeoutMs: number;
  store: Store;
  log: FastifyBaseLogger;
}): Promise<StoredMessageFile[]> {
  const { model, text, timeoutMs, store, log } = options;
  if (!model.media.speak) return [];
  try {
    const audio = await model.media.speak(text.slice(0, SPEECH_MAX_CHARS), AbortSignal.timeout(Math.max(timeoutMs, 60_000)));
    return [await store(`answer.${extensionOf(audio.type)}`, audio.type, audio.bytes)];
  } catch (error) {
    log.warn({ err: error }, 'spoken answer failed; the answer stays text only');
    return [];
  }
}

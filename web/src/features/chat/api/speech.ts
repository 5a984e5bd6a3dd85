import { routes } from '@chat/protocol';
import { api, ApiError, fetchApi } from '@/lib/api-client';

/** POST /speech/transcriptions: a recording in, its text out (404 when the provider has no speech-to-text). */
export async function transcribe(recording: Blob): Promise<string> {
  const form = new FormData();
  const extension = recording.type.includes('ogg') ? 'ogg' : recording.type.includes('mp4') ? 'm4a' : 'webm';
  form.append('file', recording, `dictation.${extension}`);
  const answer = await api.call(routes.transcribe, { form });
  return answer.text;
}

/**
 * POST /speech: the answer read aloud by the provider's text-to-speech model, as audio bytes;
 * undefined when no speech model is configured (404), so the browser speaks instead.
 * Not `api.call`: the answer is audio, not JSON.
 */
export async function synthesize(text: string, signal?: AbortSignal): Promise<Blob | undefined> {
  try {
    const { method, path } = routes.synthesize;
    return await (await fetchApi(method, path, { body: { text }, signal, accept: 'audio/*' })).blob();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

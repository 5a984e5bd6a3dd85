import { API_PREFIX, routes, TIMEZONE_HEADER } from '@chat/protocol';
import { api, ApiError, timeZone, toApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

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
  let response: Response;
  try {
    response = await fetch(API_PREFIX + routes.synthesize.path, {
      method: routes.synthesize.method,
      headers: { [TIMEZONE_HEADER]: timeZone(), 'content-type': 'application/json', accept: 'audio/*' },
      body: JSON.stringify({ text }),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('errors.noResponse'), undefined, undefined);
  }
  if (response.status === 404) return undefined;
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

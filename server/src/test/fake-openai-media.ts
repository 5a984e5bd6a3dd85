import type { IncomingMessage, ServerResponse } from 'node:http';
import { demoImage } from '../ai/media/demo-image.ts';

/** What the fake's image and audio endpoints received, for assertions. */
export interface FakeMediaRequests {
  images: { model: string; prompt: string }[];
  transcriptions: { bytes: number; contentType: string }[];
  speech: { model: string; input: string; voice?: string }[];
}

export const FAKE_TRANSCRIPTION = 'Fake transcription: hello from the microphone';
/** A prompt containing this makes image generation fail with a 500, as a provider outage would. */
export const FAIL_IMAGE = 'fail-image';

/** Ten silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz): a tiny valid MP3. */
export function silentMp3(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: 10 }, () => frame));
}

const json = (res: ServerResponse, status: number, body: object) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** /images/generations, /audio/transcriptions and /audio/speech; false when the path is none of them. */
export async function handleMediaRequest(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  seen: FakeMediaRequests,
): Promise<boolean> {
  const url = req.url ?? '';
  if (url.endsWith('/images/generations')) {
    const { model, prompt } = JSON.parse(body.toString('utf8')) as { model: string; prompt: string };
    seen.images.push({ model, prompt });
    if (prompt.includes(FAIL_IMAGE)) json(res, 500, { error: { message: 'fake image failure', type: 'server_error' } });
    else json(res, 200, { created: 1, data: [{ b64_json: demoImage(`fake:${prompt}`, 64).toString('base64') }] });
    return true;
  }
  if (url.endsWith('/audio/transcriptions')) {
    seen.transcriptions.push({ bytes: body.length, contentType: req.headers['content-type'] ?? '' });
    json(res, 200, { text: FAKE_TRANSCRIPTION, language: 'english', duration: 1.5, segments: [] });
    return true;
  }
  if (url.endsWith('/audio/speech')) {
    const { model, input, voice } = JSON.parse(body.toString('utf8')) as FakeMediaRequests['speech'][number];
    seen.speech.push({ model, input, ...(voice ? { voice } : {}) });
    res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(silentMp3());
    return true;
  }
  return false;
}

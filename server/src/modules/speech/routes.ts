import multipart from '@fastify/multipart';
import { AUDIO_MAX_BYTES, contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sniffAudio } from '../files/sniff.ts';
import { readFilePart, uploadLimit } from '../files/multipart.ts';

const SPEECH_TIMEOUT_MS = 60_000;

const audioTooLarge = () =>
  new AppError(413, 'payload_too_large', `The recording is too long: at most ${AUDIO_MAX_BYTES / (1024 * 1024)} MB.`);

/** Dictation (speech to text) and answers read aloud (text to speech) with the providers' speech models. */
export const speechRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const failed = (error: unknown, what: string) => {
    app.log.warn({ err: error }, `${what} failed`);
    return new AppError(503, 'service_unavailable', `The ${what} service failed. Please try again.`);
  };

  // A recording costs a speech model call: it counts against its own per-customer upload limit.
  const rateLimit = uploadLimit(app.config.uploadsPerMinute, app.config.rateLimitMultiplier);
  handle(app, contract.transcribe, { config: { rateLimit } }, async (request) => {
    const transcribe = app.ai.transcriber;
    if (!transcribe) throw notFound('No speech-to-text model is configured.');
    const { bytes } = await readFilePart(request, AUDIO_MAX_BYTES, audioTooLarge);
    if (!sniffAudio(bytes))
      throw new AppError(415, 'unsupported_media_type', 'The recording must be WebM, Ogg, MP4, MP3 or WAV audio.');
    try {
      return { text: await transcribe(bytes, AbortSignal.timeout(SPEECH_TIMEOUT_MS)) };
    } catch (error) {
      throw failed(error, 'transcription');
    }
  });

  handle(app, contract.synthesize, async (request, reply) => {
    const speak = app.ai.speaker;
    if (!speak) throw notFound('No text-to-speech model is configured.');
    let audio;
    try {
      audio = await speak(request.body.text, AbortSignal.timeout(SPEECH_TIMEOUT_MS));
    } catch (error) {
      throw failed(error, 'speech');
    }
    return reply
      .header('content-type', audio.type)
      .header('content-disposition', 'inline; filename="speech.mp3"')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(audio.bytes);
  });
};

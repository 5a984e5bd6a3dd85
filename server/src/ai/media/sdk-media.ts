import {
  experimental_generateSpeech as generateSpeech,
  experimental_transcribe as transcribe,
  generateImage,
  type ImageModel,
  type SpeechModel,
  type TranscriptionModel,
} from 'ai';
import type { ProviderMedia } from '../types.ts';

/** The AI SDK's image, transcription and speech models of a provider as ProviderMedia (those it has). */
export function sdkMedia(models: {
  image?: ImageModel;
  transcription?: TranscriptionModel;
  speech?: SpeechModel;
}): ProviderMedia {
  const media: ProviderMedia = {};
  const { image, transcription, speech } = models;
  if (image)
    media.generateImage = async (prompt, signal) => {
      const result = await generateImage({ model: image, prompt, n: 1, abortSignal: signal, maxRetries: 0 });
      return { bytes: Buffer.from(result.image.uint8Array), type: result.image.mediaType };
    };
  if (transcription)
    media.transcribe = async (audio, signal) =>
      (await transcribe({ model: transcription, audio, abortSignal: signal, maxRetries: 0 })).text;
  if (speech)
    media.speak = async (text, signal) => {
      const result = await generateSpeech({ model: speech, text, outputFormat: 'mp3', abortSignal: signal, maxRetries: 0 });
      return { bytes: Buffer.from(result.audio.uint8Array), type: result.audio.mediaType || 'audio/mpeg' };
    };
  return media;
}

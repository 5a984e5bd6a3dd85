import type { ProviderMedia } from '../types.ts';
import { demoImage } from './demo-image.ts';

export const DEMO_IMAGE_NOTE =
  '**Demo image.** No image model is configured on this server: this placeholder was drawn by the server, not generated from your prompt.';

/** The offline demo makes placeholder images; it has no speech models (the browser speaks instead). */
export function demoMedia(): ProviderMedia {
  return {
    generateImage: async (prompt) => ({ bytes: demoImage(prompt), type: 'image/png', note: DEMO_IMAGE_NOTE }),
  };
}

import type { Model } from '@chat/protocol';
import { makesImages, readsImages } from './send-media';

/** What the picker says a model can do besides text, from the catalog's capabilities (issue 18). */
export type ModelCapability = 'vision' | 'imageGeneration' | 'documents';

export function capabilitiesOf(model: Model): ModelCapability[] {
  return [
    ...(readsImages(model) ? (['vision'] as const) : []),
    ...(makesImages(model) ? (['imageGeneration'] as const) : []),
    // `pdf`: the model reads PDFs natively (the others get their text).
    ...(model.capabilities.input.includes('pdf') ? (['documents'] as const) : []),
  ];
}

/** Free to use within its daily allowance (§3 maxFreeChat). */
export const isFree = (model: Model) => model.maxFreeChat > 0;

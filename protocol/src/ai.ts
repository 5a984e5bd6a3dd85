import { z } from 'zod';
import { singleLineText } from './text-schemas.ts';

/**
 * Capability words: `input` lists what a model reads (text, image, pdf — natively; others get a
 * PDF's text —, audio), `output` what it produces (text; image and audio when its provider has an
 * image or speech model).
 */
const modelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  provider: z.string(),
  maxFreeChat: z.number(),
  isDefault: z.boolean(),
  capabilities: z.object({
    input: z.array(z.string()),
    output: z.array(z.string()),
    web: z.boolean(),
  }),
});
export type Model = z.infer<typeof modelSchema>;

const providerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  models: z.array(modelSchema),
  /**
   * Dictation works while this provider is chosen: the server has a speech-to-text model (the
   * provider's own, or another configured provider's). False or absent: no microphone.
   */
  dictation: z.boolean().optional(),
});
export type Provider = z.infer<typeof providerSchema>;

export const providerListResponseSchema = z.object({
  providers: z.array(providerSchema),
  limit: z.number().int(),
  skip: z.number().int(),
  count: z.number().int(),
});
export type ProviderListResponse = z.infer<typeof providerListResponseSchema>;

const flag = z.enum(['true', 'false']).optional();
export const providerListQuerySchema = z.object({
  web: flag,
  input: singleLineText().max(20).optional(),
  output: singleLineText().max(20).optional(),
});

export const preferredModelBodySchema = z.strictObject({ model: singleLineText().min(1).max(200) });
export const preferredModelResponseSchema = z.object({ model: z.string() });

import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * What a model reads (`input`: text, image, pdf, audio) and produces (`output`: text, image, audio).
 * `pdf` means the model reads PDFs natively; for the others the server sends the PDF's text.
 */
const capabilitiesSchema = z
  .object({
    input: z.array(z.string()).default(['text']),
    output: z.array(z.string()).default(['text']),
    web: z.boolean().default(true),
  })
  .default({ input: ['text'], output: ['text'], web: true });

export const catalogModelSchema = z.object({
  _id: z.string().min(1),
  name: z.string().optional(),
  maxFreeChat: z.number().min(0).default(10),
  isDefault: z.boolean().default(false),
  contextTokens: z.number().int().min(512).default(32_000),
  capabilities: capabilitiesSchema,
});
export type CatalogModel = z.infer<typeof catalogModelSchema>;

/**
 * The optional AI_CATALOG file (DESIGN §3): per provider, the models to offer. A provider of type
 * openai-compatible with a baseUrl adds a server of its own (its key from the named variable).
 */
const catalogSchema = z.object({
  providers: z.array(
    z.object({
      _id: z.string().regex(/^[\w-]{1,40}$/),
      name: z.string().optional(),
      type: z.enum(['openai', 'anthropic', 'google', 'openai-compatible']).optional(),
      baseUrl: z.url().optional(),
      apiKeyEnv: z.string().optional(),
      models: z.array(catalogModelSchema),
    }),
  ),
});
export type Catalog = z.infer<typeof catalogSchema>;

export function readCatalog(file: string | undefined): Catalog | undefined {
  if (!file) return undefined;
  const parsed = catalogSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`AI_CATALOG ${file} is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** Models offered when the catalog does not list a configured provider's models. */
/** Models that read images and PDFs (all the built-in providers' current models do). */
export const READS_FILES = ['text', 'image', 'pdf'];
const READS_AUDIO_TOO = [...READS_FILES, 'audio'];

export const defaultModels: Record<'openai' | 'anthropic' | 'google', CatalogModel[]> = {
  openai: [
    model('gpt-4o-mini', 'GPT-4o mini', 20, true, 128_000, READS_FILES),
    model('gpt-4.1', 'GPT-4.1', 5, false, 128_000, READS_FILES),
    model('gpt-4o', 'GPT-4o', 5, false, 128_000, READS_FILES),
  ],
  anthropic: [
    model('claude-sonnet-4-5', 'Claude Sonnet 4.5', 5, true, 200_000, READS_FILES),
    model('claude-haiku-4-5', 'Claude Haiku 4.5', 20, false, 200_000, READS_FILES),
  ],
  google: [
    model('gemini-2.5-flash', 'Gemini 2.5 Flash', 20, true, 200_000, READS_AUDIO_TOO),
    model('gemini-2.5-pro', 'Gemini 2.5 Pro', 5, false, 200_000, READS_AUDIO_TOO),
  ],
};

export function model(
  id: string,
  name: string,
  maxFreeChat: number,
  isDefault: boolean,
  contextTokens: number,
  input = ['text'],
): CatalogModel {
  return { _id: id, name, maxFreeChat, isDefault, contextTokens, capabilities: { input, output: ['text'], web: true } };
}

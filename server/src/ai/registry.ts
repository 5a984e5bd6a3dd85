import type { Model, Provider } from '@chat/protocol';
import type { AiConfig } from '../config.ts';
import { defaultModels, model, READS_FILES, readCatalog, type CatalogModel } from './catalog.ts';
import { DEMO_MODEL_ID, DEMO_PROVIDER_ID, demoRunner } from './demo-runner.ts';
import { openAISystemRole } from './openai-chat-messages.ts';
import { probeOllama } from './ollama.ts';
import { demoMedia } from './media/demo-media.ts';
import { applyModelSettings, type ModelSetting } from './model-settings.ts';
import type { ModelRunner, ProviderMedia, RegisteredModel, RegisteredProvider } from './types.ts';

interface ProviderSource {
  _id: string;
  name: string;
  /**
   * OpenAI-compatible Chat Completions go through the lean openAIChatRunner; Anthropic and Google
   * through the AI SDK. Every provider's calls share the keep-alive pools of model-connections.ts.
   */
  runner: (modelId: string) => ModelRunner;
  models: CatalogModel[];
  media?: ProviderMedia;
}

/**
 * Every provider the environment configures, plus the offline demo only when there is none.
 * `catalog` is as the environment and AI_CATALOG say (the seed); `providers` is what customers get
 * once the operator's settings are applied (issue 22): every lookup below reads it, so a disabled
 * model is unknown to the picker, the send pipeline and the quota alike.
 */
export class AiRegistry {
  readonly catalog: RegisteredProvider[];
  private offered: RegisteredProvider[];

  constructor(providers: RegisteredProvider[]) {
    this.catalog = providers;
    this.offered = applyModelSettings(providers, []);
  }

  get providers(): RegisteredProvider[] {
    return this.offered;
  }

  /** The operator's settings replace the previous ones at once (the console, or another instance told this one). */
  applySettings(settings: ModelSetting[]): void {
    this.offered = applyModelSettings(this.catalog, settings);
  }

  get isDemo(): boolean {
    return this.catalog.length === 1 && this.catalog[0]?._id === DEMO_PROVIDER_ID;
  }

  find(providerId: string, modelId: string): RegisteredModel | undefined {
    return this.providers.find((p) => p._id === providerId)?.models.find((m) => m._id === modelId);
  }

  /** The first provider that transcribes speech (the microphone), or undefined. */
  get transcriber(): ProviderMedia['transcribe'] {
    return this.catalog.find((p) => p.media.transcribe)?.media.transcribe;
  }

  /** The first provider that reads text aloud (the play button), or undefined: the browser speaks instead. */
  get speaker(): ProviderMedia['speak'] {
    return this.catalog.find((p) => p.media.speak)?.media.speak;
  }

  findModel(modelId: string): RegisteredModel | undefined {
    for (const provider of this.providers) {
      const found = provider.models.find((m) => m._id === modelId);
      if (found) return found;
    }
    return undefined;
  }

  /** GET /ai/providers: models matching the wanted input/output kinds, providers without models dropped (§3). */
  list(filter: { input?: string | undefined; output?: string | undefined; web?: boolean | undefined }): Provider[] {
    // POST /speech/transcriptions uses the first provider that transcribes, whichever is chosen.
    const dictation = Boolean(this.transcriber);
    return this.providers
      .map((provider) => ({
        _id: provider._id,
        name: provider.name,
        dictation,
        models: provider.models
          .filter(
            (m) =>
              (!filter.input || m.capabilities.input.includes(filter.input)) &&
              (!filter.output || m.capabilities.output.includes(filter.output)),
          )
          .filter((m) => !filter.web || m.capabilities.web)
          .map(presentModel),
      }))
      .filter((provider) => provider.models.length > 0);
  }
}

export function presentModel(m: Model): Model {
  return {
    _id: m._id,
    name: m.name,
    provider: m.provider,
    maxFreeChat: m.maxFreeChat,
    isDefault: m.isDefault,
    capabilities: m.capabilities,
  };
}

/**
 * Each provider's SDK (and the AI SDK, undici's pools, the lean runner) is loaded only when the
 * environment configures that provider: the offline demo alone loads none of them.
 */
export async function createAiRegistry(config: AiConfig, options: { probeOllama?: boolean } = {}): Promise<AiRegistry> {
  const catalog = readCatalog(config.catalogFile);
  const connections = () => import('./model-connections.ts');
  const leanRunner = async () => (await import('./openai-chat-runner.ts')).openAIChatRunner;
  const sdkRunner = async () => (await import('./sdk-runner.ts')).sdkRunner;
  const listed = (id: string) => catalog?.providers.find((p) => p._id === id)?.models;
  const sources: ProviderSource[] = [];

  if (config.openaiApiKey || config.openaiBaseUrl) {
    const [{ createOpenAI }, { pooledFetch }, openAIChatRunner, { sdkMedia }] = await Promise.all([
      import('@ai-sdk/openai'),
      connections(),
      leanRunner(),
      import('./media/sdk-media.ts'),
    ]);
    const openai = createOpenAI({
      apiKey: config.openaiApiKey ?? 'not-needed',
      ...(config.openaiBaseUrl ? { baseURL: config.openaiBaseUrl } : {}),
      fetch: pooledFetch,
    });
    const baseURL = config.openaiBaseUrl ?? 'https://api.openai.com/v1';
    const { image, transcription, speech } = config.openaiMedia;
    sources.push({
      _id: 'openai',
      name: 'OpenAI',
      runner: (id) => openAIChatRunner({ baseURL, apiKey: config.openaiApiKey, model: id, systemRole: openAISystemRole(id) }),
      models: listed('openai') ?? defaultModels.openai,
      media: sdkMedia({
        ...(image ? { image: openai.image(image) } : {}),
        ...(transcription ? { transcription: openai.transcription(transcription) } : {}),
        ...(speech ? { speech: openai.speech(speech) } : {}),
      }),
    });
  }
  if (config.anthropicApiKey) {
    const [{ createAnthropic }, { pooledFetch }, runner] = await Promise.all([
      import('@ai-sdk/anthropic'),
      connections(),
      sdkRunner(),
    ]);
    const anthropic = createAnthropic({
      apiKey: config.anthropicApiKey,
      ...(config.anthropicBaseUrl ? { baseURL: config.anthropicBaseUrl } : {}),
      fetch: pooledFetch,
    });
    sources.push({
      _id: 'anthropic',
      name: 'Anthropic',
      runner: (id) => runner(anthropic(id)),
      models: listed('anthropic') ?? defaultModels.anthropic,
    });
  }
  if (config.googleApiKey) {
    const [{ createGoogleGenerativeAI }, { pooledFetch }, runner] = await Promise.all([
      import('@ai-sdk/google'),
      connections(),
      sdkRunner(),
    ]);
    const google = createGoogleGenerativeAI({
      apiKey: config.googleApiKey,
      ...(config.googleBaseUrl ? { baseURL: config.googleBaseUrl } : {}),
      fetch: pooledFetch,
    });
    sources.push({
      _id: 'google',
      name: 'Google',
      runner: (id) => runner(google(id)),
      models: listed('google') ?? defaultModels.google,
    });
  }
  for (const extra of catalog?.providers ?? []) {
    if (extra.type !== 'openai-compatible' || !extra.baseUrl) continue;
    const { baseUrl: baseURL } = extra;
    const [{ selfHostedConnections }, openAIChatRunner] = await Promise.all([connections(), leanRunner()]);
    const apiKey = extra.apiKeyEnv ? process.env[extra.apiKeyEnv] : undefined;
    const runner = (id: string) => openAIChatRunner({ baseURL, apiKey, model: id, connections: selfHostedConnections });
    sources.push({ _id: extra._id, name: extra.name ?? extra._id, runner, models: extra.models });
  }
  const ollamaUrl = config.ollamaBaseUrl ?? (options.probeOllama ? 'http://127.0.0.1:11434' : undefined);
  const ollamaModels = ollamaUrl ? await probeOllama(ollamaUrl) : [];
  if (ollamaUrl && ollamaModels.length) {
    const baseURL = `${ollamaUrl.replace(/\/$/, '')}/v1`;
    const [{ selfHostedConnections }, openAIChatRunner] = await Promise.all([connections(), leanRunner()]);
    const runner = (id: string) => openAIChatRunner({ baseURL, model: id, connections: selfHostedConnections });
    sources.push({ _id: 'ollama', name: 'Ollama', runner, models: listed('ollama') ?? ollamaModels });
  }

  const providers = sources.map((source) => register(source._id, source.name, source.models, source.runner, source.media));
  if (providers.length === 0) {
    const demo = model(DEMO_MODEL_ID, 'Offline demo (no AI provider configured)', 1000, true, 8_000, READS_FILES);
    providers.push(register(DEMO_PROVIDER_ID, 'Demo', [demo], () => demoRunner(), demoMedia()));
  }
  return new AiRegistry(providers);
}

/**
 * A provider's models; what they produce (capabilities.output) also lists the provider's media
 * models: `image` with an image model, `audio` with a speech model.
 */
function register(
  providerId: string,
  name: string,
  models: CatalogModel[],
  runner: (id: string) => ModelRunner,
  media: ProviderMedia = {},
): RegisteredProvider {
  const hasDefault = models.some((m) => m.isDefault);
  const mediaOutputs = [...(media.generateImage ? ['image'] : []), ...(media.speak ? ['audio'] : [])];
  return {
    _id: providerId,
    name,
    media,
    models: models.map((m, index) => ({
      _id: m._id,
      name: m.name ?? m._id,
      provider: providerId,
      maxFreeChat: m.maxFreeChat,
      isDefault: hasDefault ? m.isDefault : index === 0,
      capabilities: { ...m.capabilities, output: [...new Set([...m.capabilities.output, ...mediaOutputs])] },
      contextTokens: m.contextTokens,
      runner: runner(m._id),
      media,
    })),
  };
}

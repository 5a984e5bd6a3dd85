import { echoReply, startFakeOpenAI, type FakeOpenAI } from '../fake-openai.ts';

/** Models the fake lists, the first being the one the app offers by default (ollama.ts). */
export const FAKE_OLLAMA_MODELS = ['llama3.2:latest', 'qwen2.5:0.5b'];

export interface FakeOllama extends FakeOpenAI {
  /** The server's root, as OLLAMA_BASE_URL takes it; the OpenAI-compatible API is at `<base>/v1` (baseUrl). */
  base: string;
  /** The models `GET /api/tags` lists; a test may change them before the app starts. */
  models: string[];
  /** The app's settings pointing at this fake. */
  env(): Record<string, string>;
}

/** A tag as Ollama's `GET /api/tags` lists it (ollama.ts reads only `name`; the rest keeps the shape honest). */
const tag = (name: string) => ({
  name,
  model: name,
  modified_at: '2025-01-01T00:00:00Z',
  size: 1_000_000,
  digest: 'sha256:fake',
  details: { format: 'gguf', family: 'llama', parameter_size: '1B', quantization_level: 'Q4_K_M' },
});

/**
 * Ollama on loopback: the model list the app probes at start-up (`GET /api/tags`) and the
 * OpenAI-compatible chat completions it then streams from (`POST /v1/chat/completions`), which is
 * fake-openai.ts's on the same port, so its requests, replies and holds work here too. Ollama takes
 * no API key; answers echo as "Ollama echo: <text>".
 */
export async function startFakeOllama(port = 0): Promise<FakeOllama> {
  const models = [...FAKE_OLLAMA_MODELS];
  const openai = await startFakeOpenAI(port, {
    route: (req, res) => {
      if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://x').pathname !== '/api/tags') return false;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ models: fake.models.map(tag) }));
      return true;
    },
  });
  openai.reply = echoReply('Ollama echo');
  // The same object, so a test's `fake.reply = …` reaches the handler, which reads it per request.
  const fake = Object.assign(openai, {
    base: openai.baseUrl.replace(/\/v1$/, ''),
    models,
    env: () => ({ OLLAMA_BASE_URL: fake.base }),
  });
  return fake;
}

// Run standalone: `node server/src/test/fakes/ollama.ts <port>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeOllama(Number(process.argv[2] ?? 0));
  console.log(`fake Ollama on ${fake.base}`);
}

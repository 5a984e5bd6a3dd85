// CPU per model call and TCP connections per call, for each way the server can call an
// OpenAI-compatible model (issue "The chat turn at speed"): the AI SDK runner over the global fetch
// (before), the same over the model pools (Anthropic and Google now), the lean runner (OpenAI-compatible
// now). `calls` back-to-back calls measure CPU; then `spaced` calls 5 s apart count the connections
// a quiet server opens (undici's global dispatcher drops an idle connection after 4 s).
// The fake model runs in a child process so its CPU is not counted.
//   BENCH_MODEL_CALLS (2000)  BENCH_MODEL_SPACED (3: calls 5 s apart per runner; 0 skips them)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeResults } from './lib/results.mjs';

const PIECES = ['Hello', ' from', ' the', ' fake', ' model', '.'];
const WARMUP = 200;
const SPACED_GAP_MS = 5000;

if (process.argv[2] === '--fake') await serveFake();
else await measure(Number(process.env.BENCH_MODEL_CALLS ?? 2000), Number(process.env.BENCH_MODEL_SPACED ?? 3));

/** Child side: the fake model, answering the parent's count requests over IPC. */
async function serveFake() {
  const { startFakeOpenAI } = await import('../../server/src/test/fake-openai.ts');
  const fake = await startFakeOpenAI();
  fake.reply = () => ({ pieces: PIECES });
  // Requests are not kept: a long run would hold every one of them in memory.
  Object.defineProperty(fake, 'requests', { value: { push() {} } });
  process.on('message', () => process.send({ connections: fake.connections }));
  process.on('disconnect', () => process.exit(0));
  process.send({ baseUrl: fake.baseUrl });
}

async function measure(calls, spaced) {
  const child = fork(fileURLToPath(import.meta.url), ['--fake'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  const { baseUrl } = await next();
  const connections = async () => (child.send('count'), (await next()).connections);

  const { createOpenAI } = await import('@ai-sdk/openai');
  const { sdkRunner } = await import('../../server/src/ai/sdk-runner.ts');
  const { openAIChatRunner } = await import('../../server/src/ai/openai-chat-runner.ts');
  const { pooledFetch } = await import('../../server/src/ai/model-connections.ts');
  const sdk = (options) => sdkRunner(createOpenAI({ apiKey: 'bench', baseURL: baseUrl, ...options }).chat('gpt-4o-mini'));
  const runners = {
    'before: AI SDK, global fetch': sdk({}),
    'after: AI SDK, pooled fetch': sdk({ fetch: pooledFetch }),
    'after: lean runner': openAIChatRunner({ baseURL: baseUrl, apiKey: 'bench', model: 'gpt-4o-mini' }),
  };

  const rows = [];
  for (const [name, runner] of Object.entries(runners)) {
    const call = async () => {
      let text = '';
      await runner.stream({
        messages: [{ role: 'user', content: 'How fast?' }],
        signal: new AbortController().signal,
        onText: (piece) => (text += piece),
      });
      if (text !== PIECES.join('')) throw new Error(`${name} answered ${JSON.stringify(text)}`);
    };
    for (let i = 0; i < WARMUP; i++) await call();
    const before = await connections();
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < calls; i++) await call();
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    const afterBurst = await connections();
    for (let i = 0; i < spaced; i++) {
      await new Promise((resolve) => setTimeout(resolve, SPACED_GAP_MS));
      await call();
    }
    const cpuMs = (used.user + used.system) / calls / 1000;
    const reconnects = (await connections()) - afterBurst;
    console.log(
      `${name}: ${cpuMs.toFixed(3)} CPU ms per call, ${((wall / calls) * 1000).toFixed(0)} µs wall; ` +
        `${afterBurst - before} new connections in ${calls} calls, ${reconnects} in ${spaced} calls ${SPACED_GAP_MS / 1000} s apart`,
    );
    rows.push({
      metric: `${name}: CPU per call`,
      value: Number(cpuMs.toFixed(3)),
      unit: 'CPU ms',
      note: `${calls} calls back to back, ${Math.round((wall / calls) * 1000)} µs wall each`,
    });
    if (spaced)
      rows.push({
        metric: `${name}: new connections, ${spaced} calls ${SPACED_GAP_MS / 1000} s apart`,
        value: reconnects,
        unit: 'connections',
        note: `${afterBurst - before} in the ${calls} back-to-back calls`,
      });
  }
  writeResults('12-model-call', `One model call (fake OpenAI-compatible model, ${PIECES.length} pieces)`, rows);
  child.disconnect();
}

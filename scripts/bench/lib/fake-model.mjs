// The fake OpenAI-compatible model (server/src/test/fake-openai.ts) in a process of its own, so it
// never competes with the server or the clients for an event loop. Parent side: startFakeModel();
// child side: this file run directly, configured by its environment.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PIECES = ['Hello', ' from', ' the', ' fake', ' model', '.'];

/** Starts the fake; `firstTokenMs`/`pieceMs` delay each answer (title requests answer at once). */
export async function startFakeModel({ firstTokenMs = 0, pieceMs = 0 } = {}) {
  const child = fork(fileURLToPath(import.meta.url), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, FAKE_FIRST_TOKEN_MS: String(firstTokenMs), FAKE_PIECE_MS: String(pieceMs) },
  });
  const baseUrl = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.baseUrl));
    child.once('exit', (code) => reject(new Error(`fake model exited with ${code}`)));
  });
  return {
    baseUrl,
    pieces: PIECES,
    close: () => {
      child.kill();
      return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    },
  };
}

/** Calls the fake directly as the server's AI client does: time to the first text and to [DONE]. */
export async function callFakeDirectly(baseUrl) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'How fast?' }] }),
  });
  const decoder = new TextDecoder();
  let text = '';
  let first;
  for await (const chunk of response.body) {
    text += decoder.decode(chunk, { stream: true });
    if (first === undefined && text.includes('"content"')) first = performance.now() - started;
  }
  if (!text.includes('[DONE]')) throw new Error('the fake model did not finish its answer');
  return { first, final: performance.now() - started };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startFakeOpenAI } = await import('../../../server/src/test/fake-openai.ts');
  const fake = await startFakeOpenAI();
  const firstTokenDelayMs = Number(process.env.FAKE_FIRST_TOKEN_MS ?? 0);
  const pieceDelayMs = Number(process.env.FAKE_PIECE_MS ?? 0);
  fake.reply = (request) => {
    const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
    if (system.includes('short title')) return { pieces: ['Bench'] };
    return { pieces: PIECES, firstTokenDelayMs, pieceDelayMs };
  };
  // Requests are not kept: a long run would hold every one of them in memory.
  Object.defineProperty(fake, 'requests', { value: { push() {} } });
  process.send({ baseUrl: fake.baseUrl });
  process.on('disconnect', () => process.exit(0));
}

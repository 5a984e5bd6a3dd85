// An OpenAI-compatible server on loopback for the end-to-end run with E2E_AI=fake: the app's
// OPENAI_BASE_URL points here. Answers echo the question slowly enough to be stopped.
import { attachmentsOf, startFakeOpenAI, textOf } from '../../server/src/test/fake-openai.ts';
import { longAnswer } from './long-answer.ts';

const port = Number(process.env.FAKE_OPENAI_PORT ?? 0);
const fake = await startFakeOpenAI(port);
fake.reply = (request) => {
  const system = textOf(request.messages.find((m) => m.role === 'system')?.content ?? '');
  const lastContent = [...request.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const last = textOf(lastContent);
  // Attachments the model received (image and PDF parts) are named first, so e2e can see they arrived.
  const received = attachmentsOf(lastContent);
  if (system.includes('short title'))
    return {
      pieces: [
        `Fake title: ${last
          .replace(/^User: /, '')
          .split(/\s+/)
          .slice(0, 3)
          .join(' ')}`,
      ],
    };
  const long = longAnswer(last);
  if (long) return long;
  const words =
    `${received ? `Received ${received}. ` : ''}Fake answer to "${last}". ${'This sentence keeps the answer streaming for a while. '.repeat(12)}`.split(
      /(?<= )/,
    );
  return { pieces: words, firstTokenDelayMs: 100, pieceDelayMs: 40 };
};
console.log(`fake OpenAI listening on ${fake.baseUrl}`);

// Playwright stops its web servers with a signal; close the listener so the port is freed.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => void fake.close().finally(() => process.exit(0)));
}
process.stdin.on('close', () => void fake.close().finally(() => process.exit(0)));

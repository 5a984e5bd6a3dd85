// The OpenAI-compatible server on loopback behind the `ai` app server (support/servers.ts).
// Answers echo the question at once, so tests about quotas or lists do not wait on streaming;
// a question containing "HOLD <key>" streams its first words, then waits until the test releases
// the key (held-answers.ts): a test sees an answer mid-stream without racing the clock.
import { attachmentsOf, startFakeOpenAI, textOf, type FakeReply } from '../../server/src/test/fake-openai.ts';
import { ANSWER_TAIL, HOLD, TAKES } from './fake-answers.ts';
import { longAnswer } from './long-answer.ts';
import { markdownAnswer } from './markdown-answer.ts';
import { mathAnswer } from './math-answer.ts';
import { richAnswer } from './rich-answer.ts';

const port = Number(process.env.FAKE_OPENAI_PORT ?? 0);
const fake = await startFakeOpenAI(port);
/** How many answers each TAKES question had. */
const takes = new Map<string, number>();
fake.reply = (request): FakeReply => {
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
  const long = longAnswer(last) ?? markdownAnswer(last) ?? richAnswer(last) ?? mathAnswer(last);
  if (long) return long;
  const take = TAKES.test(last) ? (takes.get(last) ?? 0) + 1 : undefined;
  if (take) takes.set(last, take);
  const words =
    `${received ? `Received ${received}. ` : ''}Fake answer to "${last}". ${take ? `Take ${take}. ` : ''}${ANSWER_TAIL}`.split(
      /(?<= )/,
    );
  const hold = HOLD.exec(last)?.[1];
  return { pieces: words, ...(hold ? { hold } : {}) };
};
console.log(`fake OpenAI listening on ${fake.baseUrl}`);

// Playwright stops its web servers with a signal; close the listener so the port is freed.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => void fake.close().finally(() => process.exit(0)));
}
process.stdin.on('close', () => void fake.close().finally(() => process.exit(0)));

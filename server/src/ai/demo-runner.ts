import { imageSize } from './media/image-size.ts';
import { extractPdfText } from './media/pdf-text.ts';
import { estimateTokens, type ModelRunner, type TurnAttachment } from './types.ts';

export const DEMO_PROVIDER_ID = 'demo';
export const DEMO_MODEL_ID = 'offline-demo';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('The model call was stopped.', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The model call was stopped.', 'AbortError'));
      },
      { once: true },
    );
  });

export function demoAnswer(question: string): string {
  const quoted = question.length > 200 ? `${question.slice(0, 200)}…` : question;
  return [
    '**This is the offline demo model.** No AI provider is configured on this server, so this answer is canned and no real model read your message.',
    '',
    `> ${quoted.replace(/\n/g, '\n> ')}`,
    '',
    'To talk to a real model, set one of these in the environment (or in `.env`) and restart the server:',
    '',
    '- `OPENAI_API_KEY` (and optionally `OPENAI_BASE_URL` for any OpenAI-compatible server)',
    '- `ANTHROPIC_API_KEY`',
    '- `GOOGLE_GENERATIVE_AI_API_KEY`',
    '- `OLLAMA_BASE_URL`, or run Ollama on its default port',
    '',
    'For example:',
    '',
    '```sh',
    'OPENAI_API_KEY=sk-... npm start',
    '```',
    '',
    'The demo disappears as soon as a real provider is configured.',
  ].join('\n');
}

/** Streams the demo answer in small pieces with a short pause, like a real model would. */
export function demoRunner(delayMs = 45): ModelRunner {
  return {
    async stream({ messages, signal, onText, purpose }) {
      const lastMessage = messages[messages.length - 1];
      const last = lastMessage?.content ?? '';
      const isTitle = purpose === 'title';
      const received = isTitle ? [] : await Promise.all((lastMessage?.attachments ?? []).map(describeAttachment));
      const text = isTitle ? demoTitle(last) : [...received.map((line) => `${line}\n\n`), demoAnswer(last)].join('');
      const pieces = text.match(/\S+\s*|\s+/g) ?? [];
      for (const piece of pieces) {
        await sleep(isTitle ? 0 : delayMs, signal);
        onText(piece);
      }
      const prompt = estimateTokens(messages.map((m) => m.content).join('\n'));
      const completion = estimateTokens(text);
      return { usage: { prompt, completion, total: prompt + completion } };
    },
  };
}

/** What the demo can honestly say about a file it was given: its size, or a PDF's pages and first words. */
async function describeAttachment(attachment: TurnAttachment): Promise<string> {
  const bytes = Buffer.from(attachment.data);
  if (attachment.kind === 'image') {
    const size = imageSize(bytes, attachment.mediaType);
    return `I received image ${attachment.name}${size ? ` (${size.width}×${size.height})` : ''}, but as a demo I cannot see it.`;
  }
  const pdf = await extractPdfText(bytes, { maxChars: 2_000 });
  if (!pdf.ok) return `I received PDF ${attachment.name}, but could not read its text.`;
  const words = pdf.text.split(/\s+/).slice(0, 12).join(' ');
  return `I received PDF ${attachment.name} with ${pdf.pages} page${pdf.pages === 1 ? '' : 's'}: first words “${words} …”. As a demo I do not understand it.`;
}

/** The demo "titles" a conversation with the first words of its first message. */
function demoTitle(exchange: string): string {
  const text = /^User: ([\s\S]*?)(\n\nAssistant:|$)/.exec(exchange)?.[1] ?? exchange;
  const words = text
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6);
  return words.join(' ') || 'Demo conversation';
}

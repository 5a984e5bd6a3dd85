import type { ModelRunner, TokenUsage, TurnMessage } from '../../../ai/types.ts';
import { composeSystemPrompt } from './instructions.ts';

export const SYSTEM_PROMPT =
  'You are a helpful assistant. Answer clearly and concisely. Use Markdown for structure, fenced code blocks with a language for code, and $...$ or $$...$$ for mathematics.';

/** `media.clear: false` (channels that cannot render Markdown, e.g. WhatsApp): plain text only. */
export const PLAIN_TEXT_PROMPT =
  'You are a helpful assistant. Answer clearly and concisely in plain text: no Markdown, no tables, no code fences, no LaTeX; use short paragraphs and simple numbered or dashed lists.';

export type AnswerOutcome =
  | { kind: 'done'; text: string; usage: TokenUsage }
  | { kind: 'stopped'; text: string }
  | { kind: 'failed'; text: string; reason: 'timeout' | 'empty' | 'provider'; error?: unknown };

/**
 * Calls the model and streams its text through onText. A model silent for longer than
 * timeoutMs (before the first token or between two) fails as a timeout; a stop keeps the text so far.
 */
export async function streamAnswer(options: {
  runner: ModelRunner;
  messages: TurnMessage[];
  stop: AbortController;
  timeoutMs: number;
  onText: (text: string) => void;
  /** Ask for plain text instead of Markdown (media.clear false). */
  plainText?: boolean;
  /** The customer's custom instructions that apply (instructions.ts), framed into the system prompt. */
  instructions?: string | undefined;
}): Promise<AnswerOutcome> {
  const { runner, messages, stop, timeoutMs, onText, plainText, instructions } = options;
  const call = new AbortController();
  let timedOut = false;
  // One timer for the whole answer, pushed back by each piece (refresh): not one armed per piece.
  const timer = setTimeout(() => {
    timedOut = true;
    call.abort(new DOMException('The model did not answer in time.', 'TimeoutError'));
  }, timeoutMs);
  const arm = () => timer.refresh();
  const onStop = () => call.abort(stop.signal.reason);
  stop.signal.addEventListener('abort', onStop, { once: true });
  let text = '';
  try {
    const { usage } = await runner.stream({
      system: composeSystemPrompt(plainText ? PLAIN_TEXT_PROMPT : SYSTEM_PROMPT, instructions),
      messages,
      signal: call.signal,
      purpose: 'answer',
      onText: (piece) => {
        if (call.signal.aborted) return;
        arm();
        text += piece;
        onText(piece);
      },
    });
    if (stop.signal.aborted) return { kind: 'stopped', text };
    if (timedOut) return { kind: 'failed', text, reason: 'timeout' };
    if (!text.trim()) return { kind: 'failed', text, reason: 'empty' };
    return { kind: 'done', text, usage };
  } catch (error) {
    if (stop.signal.aborted) return { kind: 'stopped', text };
    if (timedOut) return { kind: 'failed', text, reason: 'timeout' };
    return { kind: 'failed', text, reason: 'provider', error };
  } finally {
    clearTimeout(timer);
    stop.signal.removeEventListener('abort', onStop);
  }
}

import type { HistoryExchange } from '../repository.ts';
import { estimateTokens, type TurnMessage } from '../../../ai/types.ts';
import type { PreparedInput } from './attachments.ts';

/** Share of the model's context window the earlier exchanges may take. */
const HISTORY_SHARE = 0.5;
export const HISTORY_MAX_EXCHANGES = 100;

/** Asked after the text of a stopped answer, so the model goes on from it (issue 21 "Continue"). */
export const CONTINUE_PROMPT =
  'Your previous answer was cut off. Continue it exactly where it stopped, without repeating anything and without any preamble.';

/**
 * The conversation's earlier exchanges (given newest first) that fit the model's context budget,
 * oldest first, followed by the new input (its text, documents inlined, and its files). An answer
 * being continued follows the input, then the request to go on.
 */
export function buildMessages(
  earlier: HistoryExchange[],
  input: PreparedInput,
  contextTokens: number,
  continuing?: string,
): TurnMessage[] {
  let budget = Math.floor(contextTokens * HISTORY_SHARE) - estimateTokens(input.content) - estimateTokens(continuing ?? '');
  const kept: TurnMessage[][] = [];
  for (const { question, answer } of earlier) {
    if (!answer) continue;
    const cost = estimateTokens(question) + estimateTokens(answer);
    if (cost > budget) break;
    budget -= cost;
    kept.push([
      { role: 'user', content: question },
      { role: 'assistant', content: answer },
    ]);
  }
  const last: TurnMessage = { role: 'user', content: input.content };
  if (input.attachments.length) last.attachments = input.attachments;
  const continued: TurnMessage[] = continuing
    ? [
        { role: 'assistant', content: continuing },
        { role: 'user', content: CONTINUE_PROMPT },
      ]
    : [];
  return [...kept.reverse().flat(), last, ...continued];
}

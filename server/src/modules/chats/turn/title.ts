import { stripControlCharacters } from '@chat/protocol';
import type { ModelRunner, RegisteredModel } from '../../../ai/types.ts';
import type { DomainEventBus } from '../../../lib/domain-events.ts';
import { presentConversation } from '../../conversations/presenter.ts';
import type { ConversationRepository, ConversationRow } from '../../conversations/repository.ts';
import type { ChatRow } from '../repository.ts';

const TITLE_SYSTEM =
  'Write a short title (at most 6 words) for a conversation that starts with the exchange below. Answer with the title only: no quotes, no final punctuation.';

const TITLE_MAX = 60;

/** Asks the model for a short conversation title; undefined when it fails or answers nothing usable. */
export async function generateTitle(
  runner: ModelRunner,
  question: string,
  answer: string,
  timeoutMs: number,
): Promise<string | undefined> {
  let text = '';
  try {
    await runner.stream({
      system: TITLE_SYSTEM,
      purpose: 'title',
      messages: [{ role: 'user', content: `User: ${question.slice(0, 2000)}\n\nAssistant: ${answer.slice(0, 2000)}` }],
      signal: AbortSignal.timeout(timeoutMs),
      onText: (piece) => {
        text += piece;
      },
    });
  } catch {
    return undefined;
  }
  return cleanTitle(text);
}

export function cleanTitle(raw: string): string | undefined {
  // The title becomes a conversation name, which holds no control character and no half of an emoji.
  const firstLine = stripControlCharacters(raw.trim().split('\n')[0] ?? '');
  const title = firstLine
    .replace(/^(title\s*:\s*)/i, '')
    .replace(/^[\s"'`*#]+|[\s"'`*.]+$/g, '')
    .trim();
  if (!title) return undefined;
  return title.length > TITLE_MAX ? `${stripControlCharacters(title.slice(0, TITLE_MAX - 1)).trimEnd()}…` : title;
}

export interface TitleDeps {
  conversations: ConversationRepository;
  events: DomainEventBus;
  timeoutMs: number;
}

/**
 * After the first exchange the model names the conversation, replacing the provisional name.
 * `conversation` is its row as the send found it (admission.ts): a named send reads nothing more.
 */
export async function titleConversation(
  deps: TitleDeps,
  chat: ChatRow,
  model: RegisteredModel,
  conversation: ConversationRow,
): Promise<void> {
  if (conversation.titledAt) return;
  const title = await generateTitle(model.runner, chat.input.content, chat.output?.content ?? '', deps.timeoutMs);
  if (!title) return;
  const renamed = await deps.conversations.update(chat.customerId, conversation.id, { name: title, titledAt: new Date() });
  if (renamed) deps.events.publish('conversation.renamed', chat.customerId, presentConversation(renamed));
}

import { CONVERSATION_MAX_CHARACTERS } from '@chat/protocol';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { ConversationRow } from '../../conversations/repository.ts';

/** Past CONVERSATION_MAX_CHARACTERS (issue 37): the web says it in the interface language. */
export const conversationFull = () =>
  new AppError(
    409,
    'conflict',
    `This conversation has reached its maximum length of ${CONVERSATION_MAX_CHARACTERS.toLocaleString('en-US')} characters. ` +
      'Start a new conversation to go on.',
  );

export const isFull = (conversation: Pick<ConversationRow, 'characters'>) =>
  conversation.characters >= CONVERSATION_MAX_CHARACTERS;

/**
 * Why a send stored nothing in a conversation: it is full, or it is not the customer's (or is
 * gone). Read only then, so a send that is stored reads nothing for it.
 */
export function refusalOf(conversation: ConversationRow | undefined): AppError {
  return conversation && isFull(conversation) ? conversationFull() : notFound('Conversation not found.');
}

import type { Conversation } from '@chat/protocol';
import type { ConversationRow } from './repository.ts';

export function presentConversation(
  row: Pick<ConversationRow, 'id' | 'name' | 'createdAt' | 'updatedAt' | 'lastActivityAt'>,
): Conversation {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}

import type { Conversation } from '@chat/protocol';
import type { ConversationRow } from './repository.ts';

/** A row, or what an insert made (imports, copies), whose unset columns are null. */
type PresentableRow = Pick<ConversationRow, 'id' | 'name' | 'createdAt' | 'updatedAt' | 'lastActivityAt'> &
  Partial<Pick<ConversationRow, 'pinnedAt' | 'archivedAt' | 'instructions'>>;

export function presentConversation(row: PresentableRow): Conversation {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    pinnedAt: row.pinnedAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    instructions: row.instructions ?? null,
  };
}

import type { Conversation } from '@chat/protocol';

/** Merges by _id, the incoming (server) entries winning, most recently active first (§4). */
export function mergeConversations(current: Conversation[], incoming: Conversation[]): Conversation[] {
  const byId = new Map(current.map((conversation) => [conversation._id, conversation]));
  for (const conversation of incoming) byId.set(conversation._id, conversation);
  return [...byId.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b._id.localeCompare(a._id));
}

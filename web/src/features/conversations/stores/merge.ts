import type { Conversation } from '@chat/protocol';
import { activityOf } from '../lib/activity-groups';

/** Most recently active first, as the server lists them (issue 18); the id breaks ties the same way. */
export const byActivity = (a: Conversation, b: Conversation) =>
  activityOf(b).localeCompare(activityOf(a)) || b._id.localeCompare(a._id);

/**
 * The server's order of the list (issue 21): pinned first, the newest pin first, then the rest most
 * recently active first. ISO times compare as text; a list cached before pins has no pinnedAt.
 */
export const bySidebarOrder = (a: Conversation, b: Conversation) =>
  (b.pinnedAt ?? '').localeCompare(a.pinnedAt ?? '') || byActivity(a, b);

/** How recent a copy of a conversation is: its last change (a rename, a pin, a title) or its last message. */
export const versionOf = (conversation: Conversation) => {
  const activity = activityOf(conversation);
  return activity > conversation.updatedAt ? activity : conversation.updatedAt;
};

/**
 * Merges by _id, in the sidebar's order (§4, issue 21). The incoming (server) entry wins unless the one
 * shown is newer: a list page that left the server before a generated title was saved may land
 * after the title's event, and must not put the provisional name back.
 */
export function mergeConversations(current: Conversation[], incoming: Conversation[]): Conversation[] {
  const byId = new Map(current.map((conversation) => [conversation._id, conversation]));
  for (const conversation of incoming) {
    const shown = byId.get(conversation._id);
    if (!shown || versionOf(conversation) >= versionOf(shown)) byId.set(conversation._id, conversation);
  }
  return [...byId.values()].sort(bySidebarOrder);
}

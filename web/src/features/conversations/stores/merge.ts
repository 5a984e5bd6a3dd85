import type { Conversation } from '@chat/protocol';
import { activityOf } from '../lib/activity-groups';

/** Most recently active first, as the server lists them (issue 18); the id breaks ties the same way. */
export const byActivity = (a: Conversation, b: Conversation) =>
  activityOf(b).localeCompare(activityOf(a)) || b._id.localeCompare(a._id);

/** Merges by _id, the incoming (server) entries winning, most recently active first (§4). */
export function mergeConversations(current: Conversation[], incoming: Conversation[]): Conversation[] {
  const byId = new Map(current.map((conversation) => [conversation._id, conversation]));
  for (const conversation of incoming) byId.set(conversation._id, conversation);
  return [...byId.values()].sort(byActivity);
}

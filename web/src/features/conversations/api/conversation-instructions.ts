import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';
import { upsertConversation } from './conversation-cache';

/** PATCH /conversations/:id {instructions} (issue 21): the conversation's own, in place of the customer's; null removes them. */
export const setConversationInstructions = (id: string, instructions: string | null) =>
  api.call(routes.renameConversation, { params: { id }, body: { instructions } });

/** Saves them and puts the answered conversation in the cached list; rethrows the server's refusal. */
export async function saveConversationInstructions(id: string, instructions: string | null): Promise<void> {
  const { conversation } = await setConversationInstructions(id, instructions);
  upsertConversation(conversation);
}

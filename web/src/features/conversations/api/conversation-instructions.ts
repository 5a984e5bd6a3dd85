import { upsertConversation } from './conversation-cache';
import { updateConversation } from './update-conversation';

/**
 * Saves a conversation's own instructions (issue 21; null removes them) and puts the answered
 * conversation in the cached list; rethrows the server's refusal.
 */
export async function saveConversationInstructions(id: string, instructions: string | null): Promise<void> {
  const { conversation } = await updateConversation(id, { instructions });
  upsertConversation(conversation);
}

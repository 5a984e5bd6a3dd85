import type { DomainEventBus } from '../../lib/domain-events.ts';
import { presentConversation } from './presenter.ts';
import type { ConversationRepository } from './repository.ts';

/**
 * A message was written in a conversation: it becomes the most recently active (back from the
 * archive if it was there), and every tab of the customer hears it (`conversation:updated`), so the
 * sidebars move it to the top at once.
 */
export async function recordActivity(
  repository: ConversationRepository,
  events: DomainEventBus,
  customerId: string,
  conversationId: string,
): Promise<void> {
  const row = await repository.touch(conversationId);
  if (row) events.publish('conversation.active', customerId, presentConversation(row));
}

import type { DomainEventBus } from '../../lib/domain-events.ts';
import { presentConversation } from './presenter.ts';
import type { ConversationRow } from './repository.ts';

/**
 * A message was written in a conversation (its row as ConversationRepository.touch left it: the
 * most recently active, back from the archive if it was there): every tab of the customer hears
 * it (`conversation:updated`), so the sidebars move it to the top at once.
 */
export function announceActivity(events: DomainEventBus, customerId: string, conversation: ConversationRow): void {
  events.publish('conversation.active', customerId, presentConversation(conversation));
}

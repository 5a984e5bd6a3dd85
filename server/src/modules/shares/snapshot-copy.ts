import type { SharedExchange } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { asOneBranch, type NewChat, type NewConversation } from '../imports/repository.ts';

/**
 * "Continue this conversation": a new conversation of `customerId` holding the snapshot's
 * exchanges, written as an import is (ImportRepository.insertPlanned: bounded batches, all or
 * nothing, not billable, no quota used). The copies are dated now, a millisecond apart to keep their order.
 */
export function snapshotCopy(customerId: string, name: string, exchanges: SharedExchange[], now = Date.now()) {
  const at = new Date(now);
  const conversation: NewConversation = {
    id: newId(now),
    customerId,
    name,
    titledAt: at,
    createdAt: at,
    updatedAt: at,
    lastActivityAt: at,
  };
  const chats: NewChat[] = asOneBranch(
    exchanges.map((exchange, index) => ({
      id: newId(now),
      customerId,
      conversationId: conversation.id,
      // The owner's files stay theirs: the copy keeps the text.
      input: { ...exchange.input, files: [] },
      output: exchange.output && { ...exchange.output, files: [] },
      provider: exchange.provider,
      model: exchange.model,
      createdAt: new Date(now - (exchanges.length - index)),
    })),
  );
  return { conversation, chats };
}

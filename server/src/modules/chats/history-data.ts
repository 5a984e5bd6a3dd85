import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, conversations } from '../../db/schema.ts';
import type { CustomerDataSource } from '../customers/customer-data.ts';

/**
 * The customer's conversations and chats in the data export, and erased by data clearance and
 * account deletion (§4). Attached files are a source of their own (files module).
 */
export function conversationHistorySource(db: Db): CustomerDataSource {
  return {
    name: 'conversations',
    async export(customerId) {
      const [named, exchanges] = await Promise.all([
        db
          .select({ id: conversations.id, name: conversations.name, createdAt: conversations.createdAt })
          .from(conversations)
          .where(eq(conversations.customerId, customerId))
          .orderBy(asc(conversations.createdAt)),
        db
          .select({
            conversationId: chats.conversationId,
            input: chats.input,
            output: chats.output,
            model: chats.model,
            createdAt: chats.createdAt,
          })
          .from(chats)
          .where(eq(chats.customerId, customerId))
          .orderBy(asc(chats.createdAt)),
      ]);
      const messagesOf = (conversationId: string | null) =>
        exchanges
          .filter((chat) => chat.conversationId === conversationId)
          .map(({ input, output, model, createdAt }) => ({
            createdAt,
            model,
            question: input.content,
            answer: output?.content ?? '',
          }));
      return [
        { name: 'General', chats: messagesOf(null) },
        ...named.map((conversation) => ({ ...conversation, chats: messagesOf(conversation.id) })),
      ];
    },
    async erase(customerId) {
      await db.delete(chats).where(eq(chats.customerId, customerId));
      await db.delete(conversations).where(eq(conversations.customerId, customerId));
    },
  };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, conversations } from '../../db/schema.ts';
import type { CustomerDataSource } from '../customers/customer-data.ts';

/**
 * The customer's conversations and chats, erased by data clearance and account deletion (§4).
 * They reach the data export as its ZIP (modules/exports), not in account.json. Attached files
 * are a source of their own (files module).
 */
export function conversationHistorySource(db: Db): CustomerDataSource {
  return {
    name: 'conversations',
    async erase(customerId) {
      await db.delete(chats).where(eq(chats.customerId, customerId));
      await db.delete(conversations).where(eq(conversations.customerId, customerId));
    },
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, customers } from '../../db/schema.ts';

/** What a turn's answer is told of the customer's own wishes (issue 21), as stored. */
export interface StoredInstructions {
  about: string;
  style: string;
  enabled: boolean;
  /** The conversation's own instructions; null when none (or in the general chat). */
  conversation: string | null;
}

/** The one read the answer step adds for custom instructions: the customer's three columns and the conversation's one. */
export class InstructionsRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Undefined when the customer is gone; the conversation must be the customer's own to count. */
  async forTurn(customerId: string, conversationId: string | null): Promise<StoredInstructions | undefined> {
    const [row] = await this.db
      .select({
        about: customers.instructionsAbout,
        style: customers.instructionsStyle,
        enabled: customers.instructionsEnabled,
        conversation: conversations.instructions,
      })
      .from(customers)
      .leftJoin(
        conversations,
        conversationId
          ? and(eq(conversations.id, conversationId), eq(conversations.customerId, customers.id))
          : // The general chat has no conversation: a join that matches nothing keeps it one query.
            sql`false`,
      )
      .where(eq(customers.id, customerId))
      .limit(1);
    return row;
  }
}

import { and, eq, exists, gt, inArray, isNotNull, isNull, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, conversations, instanceLeases, type StoredMessage } from '../../db/schema.ts';
import type { ChatRow } from './repository.ts';

/** The output of an answer settled before its first checkpoint. */
const NO_TEXT: StoredMessage = { role: 'assistant', content: '', files: [] };

/**
 * Queries of the interrupted-answers job: pending chats no instance is generating any more, and
 * their settlement as stopped with the text of their last checkpoint. Every update takes only
 * chats still pending, so instances sweeping at once never settle (or announce) one twice, and
 * a turn's own final update, once stored, is never overwritten.
 */
export class StaleAnswers {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Settles the pending chats of other instances whose lease is absent or lapsed by `now`, and
   * those recorded with no instance (written before leases existed) created before `unclaimedBefore`.
   */
  settleOrphaned(self: string, now: Date, unclaimedBefore: Date): Promise<ChatRow[]> {
    const liveLease = this.db
      .select({ id: instanceLeases.id })
      .from(instanceLeases)
      .where(and(eq(instanceLeases.id, chats.instanceId), gt(instanceLeases.expiresAt, now)));
    return this.settle(
      or(
        and(isNotNull(chats.instanceId), ne(chats.instanceId, self), not(exists(liveLease))),
        and(isNull(chats.instanceId), lt(chats.createdAt, unclaimedBefore)),
      ),
    );
  }

  /** This instance's pending chats created before `before`, to tell those it no longer generates. */
  async ownPending(self: string, before: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.status, 'pending'), eq(chats.instanceId, self), lt(chats.createdAt, before)));
    return rows.map((row) => row.id);
  }

  /** Settles these chats of this instance (their turn ended without storing its answer). */
  settleOwn(self: string, ids: string[]): Promise<ChatRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.settle(and(eq(chats.instanceId, self), inArray(chats.id, ids)));
  }

  /**
   * Each settled exchange is added to its conversation's size (issue 37), as a turn's own finish
   * does: in the same transaction, so a sweep that fails adds nothing.
   */
  private settle(which: SQL | undefined): Promise<ChatRow[]> {
    return this.db.transaction(async (tx) => {
      const settled = await tx
        .update(chats)
        .set({ status: 'stopped', error: null, output: sql`coalesce(${chats.output}, ${JSON.stringify(NO_TEXT)}::jsonb)` })
        .where(and(eq(chats.status, 'pending'), which))
        .returning();
      const ids = settled.filter((row) => row.conversationId).map((row) => row.id);
      if (ids.length)
        await tx.execute(sql`update ${conversations} set characters = ${conversations.characters} + grown.characters
          from (select conversation_id, sum(char_length(input->>'content') + char_length(output->>'content')) as characters
            from ${chats} where ${inArray(chats.id, ids)} group by conversation_id) grown
          where ${conversations.id} = grown.conversation_id`);
      return settled;
    });
  }
}

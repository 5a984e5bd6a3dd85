import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';
import type { ChatRow } from './repository.ts';

/** The reason stored on an answer whose instance stopped generating it (crash, kill, restart). */
export const INTERRUPTED = 'interrupted';

/** Queries of the interrupted-answers job: pending chats and their failure. */
export class StaleAnswers {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Pending chats created before `cutoff`, oldest first. */
  pendingSince(cutoff: Date, limit: number): Promise<ChatRow[]> {
    return this.db
      .select()
      .from(chats)
      .where(and(eq(chats.status, 'pending'), lt(chats.createdAt, cutoff)))
      .orderBy(asc(chats.createdAt))
      .limit(limit);
  }

  /** Fails a chat that is still pending, keeping the text generated so far; undefined when it was not. */
  async fail(id: string, partialText: string): Promise<ChatRow | undefined> {
    const [row] = await this.db
      .update(chats)
      .set({ status: 'error', error: INTERRUPTED, output: { role: 'assistant', content: partialText, files: [] } })
      .where(and(eq(chats.id, id), eq(chats.status, 'pending')))
      .returning();
    return row;
  }
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, type StoredMessage } from '../../db/schema.ts';
import { storableText } from './storable-text.ts';

/** The text an answer has streamed so far, and for how long it has run. */
export interface AnswerCheckpoint {
  chatId: string;
  text: string;
  durationMs: number;
}

/** The write of answer checkpoints: many answers, one statement. */
export class CheckpointRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Stores each answer's text so far as its output (and the instance generating it), for chats
   * still pending only: a turn's final update wins over a checkpoint that arrives after it.
   * Answers how many chats were updated.
   */
  async write(instanceId: string, checkpoints: AnswerCheckpoint[]): Promise<number> {
    if (!checkpoints.length) return 0;
    // Explicit casts: parameters arrive untyped, and char(24) = char(24) keeps the primary key index.
    const values = sql.join(
      checkpoints.map(
        ({ chatId, text, durationMs }) =>
          sql`(${chatId}::char(24), ${JSON.stringify(outputOf(text))}::jsonb, ${Math.round(durationMs)}::integer)`,
      ),
      sql`, `,
    );
    const rows = await this.db
      .update(chats)
      .set({ output: sql`v.output`, durationMs: sql`v.duration_ms`, instanceId })
      .from(sql`(values ${values}) as v(id, output, duration_ms)`)
      .where(and(eq(chats.id, sql`v.id`), eq(chats.status, 'pending')))
      .returning({ id: chats.id });
    return rows.length;
  }
}

/** One answer's checkpoint, as jsonb accepts it (one bad character would fail every answer of the tick). */
function outputOf(text: string): StoredMessage {
  return { role: 'assistant', content: storableText(text), files: [] };
}

import { and, asc, desc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, shares, type SharedExchange } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export type ShareRow = typeof shares.$inferSelect;
/** A link as its list shows it: everything but the snapshot. */
export type ShareSummary = Omit<ShareRow, 'messages'>;

const { messages: _snapshot, ...summaryColumns } = getTableColumns(shares);

/** An exchange is its question, and its answer when it has one. */
const messageCount = (messages: SharedExchange[]) => messages.reduce((sum, exchange) => sum + (exchange.output ? 2 : 1), 0);

/** Share links and the reads and copies they need; every owner query is scoped by customer. */
export class ShareRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The live links, without their snapshots. */
  async listLive(customerId: string): Promise<ShareSummary[]> {
    return this.db
      .select(summaryColumns)
      .from(shares)
      .where(and(eq(shares.customerId, customerId), isNull(shares.revokedAt)))
      .orderBy(desc(shares.updatedAt), desc(shares.id));
  }

  /** Characters of what a snapshot of the conversation would hold, counted by the database (nothing read). */
  async snapshotCharacters(customerId: string, conversationId: string): Promise<number> {
    const [row] = await this.db
      .select({
        characters:
          sql<number>`coalesce(sum(char_length(${chats.input}->>'content') + coalesce(char_length(${chats.output}->>'content'), 0)), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(chats)
      .where(this.snapshotRows(customerId, conversationId));
    return row?.characters ?? 0;
  }

  /** The finished exchanges of a conversation (answered or stopped), oldest first: what a snapshot holds. */
  async exchanges(customerId: string, conversationId: string): Promise<SharedExchange[]> {
    const rows = await this.db
      .select({
        input: chats.input,
        output: chats.output,
        provider: chats.provider,
        model: chats.model,
        createdAt: chats.createdAt,
      })
      .from(chats)
      .where(this.snapshotRows(customerId, conversationId))
      .orderBy(asc(chats.createdAt), asc(chats.id));
    return rows.map((row) => ({
      input: row.input,
      output: row.output,
      provider: row.provider,
      model: row.model,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * The conversation's live link with a new snapshot, or a new link with `token` when it has none:
   * one statement on the one-live-link-per-conversation index, so two first shares at once end in
   * one link rather than a unique violation.
   */
  async upsertLive(
    values: Pick<ShareRow, 'customerId' | 'conversationId' | 'name' | 'messages' | 'includeFiles' | 'token'>,
  ): Promise<ShareSummary> {
    const snapshot = { name: values.name, messages: values.messages, messageCount: messageCount(values.messages) };
    const [row] = await this.db
      .insert(shares)
      .values({ id: newId(), ...values, ...snapshot })
      .onConflictDoUpdate({
        target: shares.conversationId,
        targetWhere: isNull(shares.revokedAt),
        set: { ...snapshot, includeFiles: values.includeFiles, updatedAt: new Date() },
      })
      .returning(summaryColumns);
    return row!;
  }

  async revoke(customerId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(shares)
      .set({ revokedAt: new Date() })
      .where(and(eq(shares.id, id), eq(shares.customerId, customerId), isNull(shares.revokedAt)))
      .returning({ id: shares.id });
    return rows.length > 0;
  }

  /** Every link of the customer, revoked ones too, without their snapshots (the data export). */
  async ofCustomer(customerId: string) {
    return this.db
      .select({
        name: shares.name,
        token: shares.token,
        includeFiles: shares.includeFiles,
        createdAt: shares.createdAt,
        updatedAt: shares.updatedAt,
        revokedAt: shares.revokedAt,
      })
      .from(shares)
      .where(eq(shares.customerId, customerId))
      .orderBy(asc(shares.createdAt));
  }

  async eraseFor(customerId: string): Promise<void> {
    await this.db.delete(shares).where(eq(shares.customerId, customerId));
  }

  /**
   * The owner of a live link whose snapshot includes files and shows `fileId` (in a question or an
   * answer), found by jsonb containment: a page of N images does not read its snapshot N times.
   */
  async findFileOwner(token: string, fileId: string): Promise<string | undefined> {
    const shows = (side: 'input' | 'output') =>
      sql`${shares.messages} @> ${JSON.stringify([{ [side]: { files: [{ id: fileId }] } }])}::jsonb`;
    const [row] = await this.db
      .select({ customerId: shares.customerId })
      .from(shares)
      .where(
        and(
          eq(shares.token, token),
          isNull(shares.revokedAt),
          eq(shares.includeFiles, true),
          or(shows('input'), shows('output')),
        ),
      );
    return row?.customerId;
  }

  async findLiveByToken(token: string): Promise<ShareRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shares)
      .where(and(eq(shares.token, token), isNull(shares.revokedAt)));
    return row;
  }

  /** A snapshot's rows: the branch shown (issue 21; the other versions stay the owner's), finished. */
  private snapshotRows(customerId: string, conversationId: string) {
    return and(
      eq(chats.customerId, customerId),
      eq(chats.conversationId, conversationId),
      eq(chats.onBranch, true),
      inArray(chats.status, ['done', 'stopped']),
    );
  }
}

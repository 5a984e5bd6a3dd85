import { and, asc, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, sharePages, shares, type SharedExchange } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { CutSnapshot } from './pages.ts';

export type ShareRow = typeof shares.$inferSelect;

/** A page of a live link as its public read takes it: the link, and the page's exchanges when it has that page. */
export interface SharePageRow {
  share: ShareRow;
  exchanges: SharedExchange[] | null;
}

/** Share links and the reads and copies they need; every owner query is scoped by customer. */
export class ShareRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The live links (a snapshot's pages are in another table, never read here). */
  async listLive(customerId: string): Promise<ShareRow[]> {
    return this.db
      .select()
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
   * one link rather than a unique violation. Its pages are replaced in the same transaction, which
   * holds the link's row from that statement on: two snapshots at once never mix their pages.
   */
  async upsertLive(
    values: Pick<ShareRow, 'customerId' | 'conversationId' | 'name' | 'includeFiles' | 'token' | 'characters'>,
    snapshot: CutSnapshot,
  ): Promise<ShareRow> {
    const counts = {
      name: values.name,
      messageCount: snapshot.messageCount,
      characters: values.characters,
      pages: snapshot.pages.length,
    };
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shares)
        .values({ id: newId(), ...values, ...counts })
        .onConflictDoUpdate({
          target: shares.conversationId,
          targetWhere: isNull(shares.revokedAt),
          set: { ...counts, includeFiles: values.includeFiles, updatedAt: new Date() },
        })
        .returning();
      await tx.delete(sharePages).where(eq(sharePages.shareId, row!.id));
      await tx.insert(sharePages).values(snapshot.pages.map((exchanges, page) => ({ shareId: row!.id, page, exchanges })));
      return row!;
    });
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
   * answer), found by jsonb containment in its pages: a page of N images does not read the snapshot N times.
   */
  async findFileOwner(token: string, fileId: string): Promise<string | undefined> {
    const shows = (side: 'input' | 'output') =>
      sql`${sharePages.exchanges} @> ${JSON.stringify([{ [side]: { files: [{ id: fileId }] } }])}::jsonb`;
    const [row] = await this.db
      .select({ customerId: shares.customerId })
      .from(shares)
      .where(
        and(
          this.live(token),
          eq(shares.includeFiles, true),
          exists(
            this.db
              .select({ one: sql`1` })
              .from(sharePages)
              .where(and(eq(sharePages.shareId, shares.id), or(shows('input'), shows('output')))),
          ),
        ),
      );
    return row?.customerId;
  }

  async findLiveByToken(token: string): Promise<ShareRow | undefined> {
    const [row] = await this.db.select().from(shares).where(this.live(token));
    return row;
  }

  /** A live link and its page `page` in one statement: the one page read, never the rest of the snapshot. */
  async findLivePage(token: string, page: number): Promise<SharePageRow | undefined> {
    const [row] = await this.db
      .select({ share: shares, exchanges: sharePages.exchanges })
      .from(shares)
      .leftJoin(sharePages, and(eq(sharePages.shareId, shares.id), eq(sharePages.page, page)))
      .where(this.live(token));
    return row;
  }

  /** Every exchange of a snapshot, in order (Continue: bounded by the link's size, checked before). */
  async allExchanges(shareId: string): Promise<SharedExchange[]> {
    const rows = await this.db
      .select({ exchanges: sharePages.exchanges })
      .from(sharePages)
      .where(eq(sharePages.shareId, shareId))
      .orderBy(asc(sharePages.page));
    return rows.flatMap((row) => row.exchanges);
  }

  private live(token: string) {
    return and(eq(shares.token, token), isNull(shares.revokedAt));
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

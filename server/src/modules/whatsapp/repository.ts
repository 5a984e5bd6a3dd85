import { and, asc, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappInbound, whatsappLinks, whatsappLinkTokens, whatsappOutgoing } from '../../db/schema.ts';

export type LinkRow = typeof whatsappLinks.$inferSelect;
export type OutgoingRow = typeof whatsappOutgoing.$inferSelect;

/** Queries of the WhatsApp channel (DESIGN §6.5: queries only in repositories). */
export class WhatsAppRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async linkOf(customerId: string): Promise<LinkRow | undefined> {
    const [row] = await this.db.select().from(whatsappLinks).where(eq(whatsappLinks.customerId, customerId));
    return row;
  }

  async linkByPhone(phone: string): Promise<LinkRow | undefined> {
    const [row] = await this.db.select().from(whatsappLinks).where(eq(whatsappLinks.phone, phone));
    return row;
  }

  /** Links (or re-links) the customer's number; false when the number belongs to another account. */
  async link(customerId: string, phone: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [owner] = await tx.select().from(whatsappLinks).where(eq(whatsappLinks.phone, phone));
      if (owner && owner.customerId !== customerId) return false;
      if (owner) return true;
      await tx.delete(whatsappLinks).where(eq(whatsappLinks.customerId, customerId));
      const inserted = await tx.insert(whatsappLinks).values({ customerId, phone }).onConflictDoNothing().returning();
      return inserted.length === 1;
    });
  }

  async unlink(customerId: string): Promise<void> {
    await this.db.delete(whatsappLinks).where(eq(whatsappLinks.customerId, customerId));
  }

  async setConversation(customerId: string, conversationId: string | null): Promise<void> {
    await this.db.update(whatsappLinks).set({ conversationId }).where(eq(whatsappLinks.customerId, customerId));
  }

  /** Records an inbound message id; false when it was already processed (a replay). */
  async recordInbound(wamid: string, phone: string): Promise<boolean> {
    const rows = await this.db.insert(whatsappInbound).values({ wamid, phone }).onConflictDoNothing().returning();
    return rows.length === 1;
  }

  async lastInboundAt(phone: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ at: whatsappInbound.receivedAt })
      .from(whatsappInbound)
      .where(eq(whatsappInbound.phone, phone))
      .orderBy(desc(whatsappInbound.receivedAt))
      .limit(1);
    return row?.at;
  }

  async insertToken(row: typeof whatsappLinkTokens.$inferInsert): Promise<void> {
    await this.db.insert(whatsappLinkTokens).values(row);
  }

  async liveToken(tokenHash: string) {
    const [row] = await this.db
      .select()
      .from(whatsappLinkTokens)
      .where(
        and(
          eq(whatsappLinkTokens.tokenHash, tokenHash),
          isNull(whatsappLinkTokens.consumedAt),
          gt(whatsappLinkTokens.expiresAt, new Date()),
        ),
      );
    return row;
  }

  async lastTokenFor(phone: string) {
    const [row] = await this.db
      .select()
      .from(whatsappLinkTokens)
      .where(eq(whatsappLinkTokens.phone, phone))
      .orderBy(desc(whatsappLinkTokens.createdAt))
      .limit(1);
    return row;
  }

  /** Single use even under concurrent requests: only one update finds it unconsumed. */
  async consumeToken(id: string): Promise<boolean> {
    const rows = await this.db
      .update(whatsappLinkTokens)
      .set({ consumedAt: new Date() })
      .where(and(eq(whatsappLinkTokens.id, id), isNull(whatsappLinkTokens.consumedAt)))
      .returning({ id: whatsappLinkTokens.id });
    return rows.length === 1;
  }

  async insertOutgoing(rows: (typeof whatsappOutgoing.$inferInsert)[]): Promise<OutgoingRow[]> {
    return this.db.insert(whatsappOutgoing).values(rows).returning();
  }

  async updateOutgoing(id: string, changes: Partial<OutgoingRow>): Promise<void> {
    await this.db.update(whatsappOutgoing).set(changes).where(eq(whatsappOutgoing.id, id));
  }

  /** Claims due messages for one retry round, so two instances do not send the same one. */
  async claimDue(limit: number, leaseMs: number): Promise<OutgoingRow[]> {
    const now = new Date();
    const due = await this.db
      .select({ id: whatsappOutgoing.id })
      .from(whatsappOutgoing)
      .where(and(eq(whatsappOutgoing.status, 'pending'), lte(whatsappOutgoing.nextAttemptAt, now)))
      .orderBy(asc(whatsappOutgoing.createdAt))
      .limit(limit);
    if (due.length === 0) return [];
    return this.db
      .update(whatsappOutgoing)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        and(
          inArray(
            whatsappOutgoing.id,
            due.map((row) => row.id),
          ),
          lte(whatsappOutgoing.nextAttemptAt, now),
        ),
      )
      .returning();
  }

  async outgoingTo(phone: string): Promise<OutgoingRow[]> {
    return this.db
      .select()
      .from(whatsappOutgoing)
      .where(eq(whatsappOutgoing.phone, phone))
      .orderBy(asc(whatsappOutgoing.createdAt));
  }

  /** Erasure (§4): the link, and everything kept about its number. */
  async eraseFor(customerId: string): Promise<void> {
    const link = await this.linkOf(customerId);
    await this.db.delete(whatsappLinks).where(eq(whatsappLinks.customerId, customerId));
    if (!link) return;
    await this.db.delete(whatsappLinkTokens).where(eq(whatsappLinkTokens.phone, link.phone));
    await this.db.delete(whatsappInbound).where(eq(whatsappInbound.phone, link.phone));
    await this.db.delete(whatsappOutgoing).where(eq(whatsappOutgoing.phone, link.phone));
  }
}

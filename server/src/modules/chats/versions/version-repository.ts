import { and, asc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chats, customers } from '../../../db/schema.ts';
import { inChatScope, type ChatRow, type TurnInput } from '../repository.ts';
import { childrenByParent, type BranchChange, type TreeNode } from './branch-path.ts';

/** A transaction of the version service, or the database itself outside one. */
type Executor = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The queries of answer versions and branches (issue 21). */
export class VersionRepository {
  readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Runs `work` with the customer's row locked: one change of their branches at a time. */
  exclusive<T>(customerId: string, work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      return work(tx);
    });
  }

  async find(tx: Executor, customerId: string, id: string): Promise<ChatRow | undefined> {
    const [row] = await tx
      .select()
      .from(chats)
      .where(and(eq(chats.id, id), eq(chats.customerId, customerId)));
    return row;
  }

  /** The versions of an exchange (itself included), oldest first. */
  async versionIds(exchange: Pick<ChatRow, 'customerId' | 'conversationId' | 'parentId'>): Promise<string[]> {
    const rows = await this.db
      .select({ id: chats.id })
      .from(chats)
      .where(
        and(
          inChatScope(exchange.customerId, exchange.conversationId),
          exchange.parentId ? eq(chats.parentId, exchange.parentId) : isNull(chats.parentId),
        ),
      )
      .orderBy(asc(chats.createdAt), asc(chats.id));
    return rows.map((row) => row.id);
  }

  /** Whether an answer of the scope is still being written: its branch may not change under it. */
  async streaming(tx: Executor, customerId: string, conversationId: string | null): Promise<boolean> {
    const [row] = await tx
      .select({ id: chats.id })
      .from(chats)
      .where(and(inChatScope(customerId, conversationId), eq(chats.status, 'pending')))
      .limit(1);
    return row !== undefined;
  }

  /** The scope's exchanges in creation order, as much of each as choosing a branch needs. */
  tree(tx: Executor, customerId: string, conversationId: string | null): Promise<TreeNode[]> {
    return tx
      .select({ id: chats.id, parentId: chats.parentId, currentVersion: chats.currentVersion, onBranch: chats.onBranch })
      .from(chats)
      .where(inChatScope(customerId, conversationId))
      .orderBy(asc(chats.createdAt), asc(chats.id));
  }

  /** Inserts a new version: its parent is the exchange's, and it is not on the branch until `apply`. */
  async insertVersion(tx: Executor, row: TurnInput, parentId: string | null): Promise<ChatRow | undefined> {
    const [inserted] = await tx
      .insert(chats)
      .values({ ...row, parentId, currentVersion: false, onBranch: false })
      .onConflictDoNothing({ target: chats.id })
      .returning();
    return inserted;
  }

  /** Flips the flags `branchThrough` found changing; both touch only the exchanges that change. */
  async apply(tx: Executor, change: BranchChange): Promise<void> {
    if (change.onBranchFlips.length)
      await tx
        .update(chats)
        .set({ onBranch: not(chats.onBranch) })
        .where(inArray(chats.id, change.onBranchFlips));
    if (change.currentFlips.length)
      await tx
        .update(chats)
        .set({ currentVersion: not(chats.currentVersion) })
        .where(inArray(chats.id, change.currentFlips));
  }

  /**
   * The versions of each of `rows` (a page of one scope), oldest first, for those with more than
   * one: one query by the parents of the page.
   */
  async versionsOf(rows: ChatRow[]): Promise<Map<string, string[]>> {
    const first = rows[0];
    if (!first) return new Map();
    const parents = [...new Set(rows.map((row) => row.parentId).filter((id) => id !== null))];
    const siblings = await this.db
      .select({ id: chats.id, parentId: chats.parentId })
      .from(chats)
      .where(
        and(
          inChatScope(first.customerId, first.conversationId),
          or(
            parents.length ? inArray(chats.parentId, parents) : sql`false`,
            rows.some((row) => !row.parentId) ? isNull(chats.parentId) : sql`false`,
          ),
        ),
      )
      .orderBy(asc(chats.createdAt), asc(chats.id));
    const byParent = childrenByParent(siblings);
    const versions = new Map<string, string[]>();
    for (const row of rows) {
      const versionsOfRow = byParent.get(row.parentId);
      if (versionsOfRow && versionsOfRow.length > 1)
        versions.set(
          row.id,
          versionsOfRow.map((version) => version.id),
        );
    }
    return versions;
  }
}

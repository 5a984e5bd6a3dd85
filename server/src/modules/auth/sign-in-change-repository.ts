import { and, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, signInChanges, type SignInMethodsSnapshot } from '../../db/schema.ts';
import type { CustomerChanges, CustomerRow } from '../customers/repository.ts';

export type SignInChangeRow = typeof signInChanges.$inferSelect;
export type NewSignInChange = Omit<typeof signInChanges.$inferInsert, 'customerId' | 'createdAt' | 'undoneAt'>;

/** Drizzle queries on sign-in changes and their undo tokens (DESIGN §6.5). */
export class SignInChangeRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Applies the change to the customer and records it, in one transaction. */
  async record(customerId: string, changes: CustomerChanges, change: NewSignInChange): Promise<CustomerRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(customers)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(customers.id, customerId))
        .returning();
      await tx.insert(signInChanges).values({ ...change, customerId });
      return row!;
    });
  }

  /** The change of an undo token that was neither undone nor expired. */
  async live(undoTokenHash: string): Promise<SignInChangeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(signInChanges)
      .where(
        and(
          eq(signInChanges.undoTokenHash, undoTokenHash),
          isNull(signInChanges.undoneAt),
          gt(signInChanges.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * Undoes `change` and every later change of its customer: their tokens are spent, the sign-in
   * methods go back to `restored` and the password is removed. False when another undo got there
   * first (a token works once).
   */
  async undo(change: SignInChangeRow, restored: SignInMethodsSnapshot): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const undoneAt = new Date();
      // Claimed first: of two undos of one token, only one finds it not yet undone.
      const claimed = await tx
        .update(signInChanges)
        .set({ undoneAt })
        .where(and(eq(signInChanges.id, change.id), isNull(signInChanges.undoneAt)))
        .returning({ id: signInChanges.id });
      if (claimed.length === 0) return false;
      await tx
        .update(signInChanges)
        .set({ undoneAt })
        .where(
          and(
            eq(signInChanges.customerId, change.customerId),
            gte(signInChanges.createdAt, change.createdAt),
            isNull(signInChanges.undoneAt),
          ),
        );
      await tx
        .update(customers)
        .set({ ...restored, passwordHash: null, updatedAt: new Date() })
        .where(eq(customers.id, change.customerId));
      return true;
    });
  }
}

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, operators } from '../../db/schema.ts';

export interface OperatorListing {
  customerId: string;
  email: string | null;
  addedBy: string;
  createdAt: Date;
}

/** The operators added by command (`npm run operator`); those of OPERATOR_EMAILS are not stored. */
export class OperatorRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async isListed(customerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: operators.customerId })
      .from(operators)
      .where(eq(operators.customerId, customerId))
      .limit(1);
    return row !== undefined;
  }

  /** The customer who signs in with this verified e-mail, or undefined. */
  async customerByEmail(email: string): Promise<{ id: string; email: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(eq(customers.email, email.toLowerCase()))
      .limit(1);
    return row;
  }

  /** False when they already were one. */
  async add(customerId: string, addedBy: string): Promise<boolean> {
    const rows = await this.db.insert(operators).values({ customerId, addedBy }).onConflictDoNothing().returning();
    return rows.length > 0;
  }

  /** False when they were not one. */
  async remove(customerId: string): Promise<boolean> {
    const rows = await this.db.delete(operators).where(eq(operators.customerId, customerId)).returning();
    return rows.length > 0;
  }

  list(): Promise<OperatorListing[]> {
    return this.db
      .select({
        customerId: operators.customerId,
        email: customers.email,
        addedBy: operators.addedBy,
        createdAt: operators.createdAt,
      })
      .from(operators)
      .innerJoin(customers, eq(customers.id, operators.customerId))
      .orderBy(asc(operators.createdAt));
  }
}

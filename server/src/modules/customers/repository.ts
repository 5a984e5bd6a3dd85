import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { Identifier } from '../auth/identifiers.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerChanges = Partial<Omit<typeof customers.$inferInsert, 'id' | 'createdAt'>>;

/** Drizzle queries on customers, and nothing else (DESIGN §6.5). */
export class CustomerRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async findById(id: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  }

  async findByIdentifier(identifier: Identifier): Promise<CustomerRow | undefined> {
    const column = identifier.kind === 'email' ? customers.email : customers.phone;
    const [row] = await this.db.select().from(customers).where(eq(column, identifier.value)).limit(1);
    return row;
  }

  async findByGoogleSub(sub: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.googleSub, sub)).limit(1);
    return row;
  }

  async create(fields: CustomerChanges): Promise<CustomerRow> {
    const [row] = await this.db
      .insert(customers)
      .values({ id: newId(), ...fields })
      .returning();
    return row!;
  }

  async update(id: string, changes: CustomerChanges): Promise<CustomerRow> {
    const [row] = await this.db
      .update(customers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(customers.id, id))
      .returning();
    return row!;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(customers).where(eq(customers.id, id));
  }

  async deletionsDue(before: Date): Promise<CustomerRow[]> {
    return this.db
      .select()
      .from(customers)
      .where(and(isNotNull(customers.deletionRequestedAt), lt(customers.deletionRequestedAt, before)));
  }

  async clearancesDue(before: Date): Promise<CustomerRow[]> {
    return this.db
      .select()
      .from(customers)
      .where(and(isNotNull(customers.clearanceRequestedAt), lt(customers.clearanceRequestedAt, before)));
  }
}

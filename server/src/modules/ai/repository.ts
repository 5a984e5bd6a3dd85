import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';

/** The customer's preferred model column (§3), shared with the profile call. */
export class PreferredModelRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async save(customerId: string, model: string): Promise<void> {
    await this.db
      .update(customers)
      .set({ preferredModel: model, updatedAt: sql`now()` })
      .where(eq(customers.id, customerId));
  }
}

import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { modelSettings } from '../../../db/schema.ts';

export type ModelSettingRow = typeof modelSettings.$inferSelect;
export type ModelSettingValues = Pick<ModelSettingRow, 'enabled' | 'isDefault' | 'maxFreeChat'>;

/** One key serializes the console's model edits: "keep one model enabled" is checked on what the others committed. */
const MODEL_EDIT_LOCK = 220_022;

/** Drizzle queries of the operator's model settings (issue 22). */
export class ModelSettingsRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  list(executor: Db = this.db): Promise<ModelSettingRow[]> {
    return executor.select().from(modelSettings);
  }

  /** Waits for any other model edit to end (the lock is released with the transaction). */
  async lockEdits(tx: Db): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${MODEL_EDIT_LOCK})`);
  }

  /**
   * Compare-and-set: writes the settings only if the row is still at `version` (0: there is no row
   * yet); undefined when someone else changed it meanwhile.
   */
  async save(
    tx: Db,
    provider: string,
    model: string,
    values: ModelSettingValues,
    version: number,
  ): Promise<ModelSettingRow | undefined> {
    if (version === 0) {
      const [inserted] = await tx
        .insert(modelSettings)
        .values({ provider, model, ...values })
        .onConflictDoNothing()
        .returning();
      return inserted;
    }
    const [updated] = await tx
      .update(modelSettings)
      .set({ ...values, version: sql`${modelSettings.version} + 1`, updatedAt: new Date() })
      .where(and(eq(modelSettings.provider, provider), eq(modelSettings.model, model), eq(modelSettings.version, version)))
      .returning();
    return updated;
  }

  /** A new default clears the others of its provider (they become as the catalog says, which the new one overrides). */
  async clearOtherDefaults(tx: Db, provider: string, model: string): Promise<void> {
    await tx
      .update(modelSettings)
      .set({ isDefault: null, version: sql`${modelSettings.version} + 1`, updatedAt: new Date() })
      .where(and(eq(modelSettings.provider, provider), ne(modelSettings.model, model), eq(modelSettings.isDefault, true)));
  }
}

import { bigint, boolean, char, index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { customers } from './schema.ts';

/**
 * The operator's console (issue 22). An operator is a customer listed here (`npm run operator --
 * add`) or whose verified e-mail is in OPERATOR_EMAILS; every console request checks it again, so
 * a removed operator's open session is refused at once.
 */
export const operators = pgTable('operators', {
  customerId: char('customer_id', { length: 24 })
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** Who added them: `cli`, or the e-mail of the operator who did it in the console. */
  addedBy: text('added_by').notNull(),
  createdAt: createdAt(),
});

/** Every operator action: who, what, on what, when, and the state before and after. Never deleted with a customer. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The operator's customer id and e-mail as they were then (the entry outlives their account). */
    operatorId: char('operator_id', { length: 24 }).notNull(),
    operatorEmail: text('operator_email').notNull(),
    /** What was done, e.g. `subscription.grant`, `plan.update`, `report.resolve`. */
    action: text('action').notNull(),
    /** What it was done to: `customer`, `payment`, `plan`, `model`, `report`, `operator`, and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    /** The reason or note the operator gave, when the action asks for one. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);

/**
 * The operator's settings of a model (issue 22), over the catalog's (AI_CATALOG or the built-in
 * defaults, which stay the seed values): a model without a row is as the catalog says. Applied on
 * every instance without a restart; `version` refuses an edit made on a stale copy.
 */
export const modelSettings = pgTable(
  'model_settings',
  {
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The provider's default model; null leaves the catalog's choice. */
    isDefault: boolean('is_default'),
    /** Thousands of free tokens a day on this model; null leaves the catalog's value. */
    maxFreeChat: real('max_free_chat'),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.model] })],
);

/**
 * The dashboard's rollup of closed days (issue 22): what customers sent on each calendar day of an
 * operator's time zone, computed once when the console first asks for a day that has ended (a past
 * day never changes) so 30 days are read from a few hundred rows instead of counting a month of
 * chats; the open day is counted live. Nothing is written on a send. A row here claims the day: it is
 * inserted with its figures in one transaction, `on conflict do nothing`, so two instances computing
 * the same day at once count it once.
 */
export const dashboardDays = pgTable(
  'dashboard_days',
  {
    /** The IANA zone the day is counted in (canonical spelling, e.g. `Europe/Paris`). */
    zone: text('zone').notNull(),
    /** YYYY-MM-DD in that zone. */
    day: text('day').notNull(),
    messages: integer('messages').notNull(),
    activeCustomers: integer('active_customers').notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.zone, table.day] })],
);

/** A closed day's messages and tokens per model (issue 22): the tokens-by-model chart and the totals. */
export const dashboardDayModels = pgTable(
  'dashboard_day_models',
  {
    zone: text('zone').notNull(),
    day: text('day').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    messages: integer('messages').notNull(),
    promptTokens: bigint('prompt_tokens', { mode: 'number' }).notNull(),
    completionTokens: bigint('completion_tokens', { mode: 'number' }).notNull(),
    totalTokens: bigint('total_tokens', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.zone, table.day, table.provider, table.model] })],
);

/**
 * The last closed day each customer sent a message (issue 22), per zone: the range's distinct
 * active customers are those seen since its first day (a range always ends now), read from one row
 * per customer instead of one per customer and day (30 days of those are most of a month's chats).
 * Kept by the roll-up (`greatest`, so days rolled up in any order agree). No foreign key: once a
 * customer is erased the id points at nothing, and past figures stay as they were.
 */
export const dashboardLastSeen = pgTable(
  'dashboard_last_seen',
  {
    zone: text('zone').notNull(),
    customerId: char('customer_id', { length: 24 }).notNull(),
    /** YYYY-MM-DD in that zone. */
    lastDay: text('last_day').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.zone, table.customerId] }),
    // Those seen since a day, read from the index alone.
    index('dashboard_last_seen_day_idx').on(table.zone, table.lastDay, table.customerId),
  ],
);

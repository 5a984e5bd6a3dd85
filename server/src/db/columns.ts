import { char, timestamp } from 'drizzle-orm/pg-core';

/** 24-hex ids (§3) are stored as char(24); see lib/ids.ts. */
export const id = () => char('id', { length: 24 }).primaryKey();
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();

import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { objectIdSchema } from './ids.ts';

/** skip/limit query of every list call (§7); limit is bounded so a client cannot ask for everything at once. */
export const pageQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});

/**
 * The largest time a keyset cursor holds, in microseconds since the epoch (year 2255): the
 * cursors the server writes are times of rows, never ahead of now. A number as exact in
 * JavaScript as in PostgreSQL, far inside bigint and timestamptz (a larger one failed the query
 * with a 500, issue 37).
 */
const CURSOR_MICROS_MAX = Number.MAX_SAFE_INTEGER;
/** `<micros>.<id>`: digits without leading zeros (PostgreSQL's own text of a bigint), then a 24-hex id. */
const CURSOR_PATTERN = /^(0|[1-9]\d{0,15})\.([^.]*)$/;

function isKeysetCursor(cursor: string): boolean {
  const parts = CURSOR_PATTERN.exec(cursor);
  return parts !== null && Number(parts[1]) <= CURSOR_MICROS_MAX && objectIdSchema.safeParse(parts[2]).success;
}

/**
 * Where a keyset page ends (rows newest first; the next page starts strictly after it): the last
 * row's time in microseconds since the epoch and its id, `<micros>.<id>`. Opaque to clients, and
 * only what the server itself writes is taken: anything else is a 400 before any query runs.
 * Every cursor of the API is this one (today the search's).
 */
export const keysetCursorSchema = z.string().refine(isKeysetCursor, 'must be a cursor the server answered');

/** `{<items>, limit, skip, count}` (§3, DESIGN §4). */
export function listResponseSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({
    [key]: z.array(item),
    limit: z.number().int(),
    skip: z.number().int(),
    count: z.number().int(),
  } as Record<K, z.ZodArray<T>> & {
    limit: z.ZodNumber;
    skip: z.ZodNumber;
    count: z.ZodNumber;
  });
}

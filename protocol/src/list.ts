import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';

/** skip/limit query of every list call (§7); limit is bounded so a client cannot ask for everything at once. */
export const pageQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});

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

import { z } from 'zod';
import { OBJECT_ID_PATTERN } from './object-id.ts';

/** A 24-hex identifier (§3, §5): every `_id` in the API has this shape. */
export const objectIdSchema = z.string().regex(OBJECT_ID_PATTERN, 'must be 24 hexadecimal characters');

export type ObjectId = z.infer<typeof objectIdSchema>;

/** The params of a route under `/…/:id` (a conversation, a payment, a file). */
export const idParamsSchema = z.object({ id: objectIdSchema });

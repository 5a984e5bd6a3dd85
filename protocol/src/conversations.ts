import { z } from 'zod';
import { objectIdSchema } from './ids.ts';
import { CONVERSATION_NAME_MAX } from './conversation-name.ts';
import { listResponseSchema, pageQuerySchema } from './list.ts';
import { singleLineText } from './text-schemas.ts';

/** Conversation (§3): _id and name. */
const conversationSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When a message was last written in it: lists are ordered by it, newest first, and grouped by its day. */
  lastActivityAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListResponseSchema = listResponseSchema('conversations', conversationSchema);

/** GET /conversations: skip/limit plus an optional case-insensitive name search. */
export const conversationListQuerySchema = pageQuerySchema.extend({
  search: singleLineText().max(CONVERSATION_NAME_MAX).optional(),
});

const nameSchema = singleLineText().min(1, 'must not be empty').max(CONVERSATION_NAME_MAX);

/** POST /conversations and PATCH /conversations/:id bodies. */
export const conversationBodySchema = z.strictObject({ name: nameSchema });

/** Single conversation answers are wrapped as `{conversation}`. */
export const conversationResponseSchema = z.object({ conversation: conversationSchema });

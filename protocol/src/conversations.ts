import { z } from 'zod';
import { objectIdSchema } from './ids.ts';
import { CONVERSATION_NAME_MAX } from './conversation-name.ts';
import { listResponseSchema, pageQuerySchema } from './list.ts';
import { instructionTextSchema } from './instructions.ts';
import { singleLineText } from './text-schemas.ts';

/**
 * A named conversation takes questions while it holds fewer characters than this, questions and
 * answers of every version together (issue 37): past it a send is refused, with the advice to
 * start a new conversation. About 375,000 tokens, beyond any model's context: nobody loses a
 * conversation they could still use, while one free account can no longer grow one without end.
 * Its last question (INPUT_MAX_CHARS) and answer still fit in a share link (SHARE_MAX_CHARACTERS).
 * The general chat has no such limit: it cannot be shared, it is read in pages, and its owner
 * clears it.
 */
export const CONVERSATION_MAX_CHARACTERS = 1_500_000;

/** Conversation (§3): _id and name. */
const conversationSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When a message was last written in it: lists are ordered by it, newest first, and grouped by its day. */
  lastActivityAt: z.string(),
  /** Pinned to the top of the list (issue 21): when, newest pin first; null when not. */
  pinnedAt: z.string().nullable(),
  /** In the "Archived" view instead of the list (issue 21): since when; null when not. */
  archivedAt: z.string().nullable(),
  /** Instructions for this conversation (issue 21), in place of the customer's own; null when none. */
  instructions: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListResponseSchema = listResponseSchema('conversations', conversationSchema);

/** GET /conversations: skip/limit plus an optional case-insensitive name search. */
export const conversationListQuerySchema = pageQuerySchema.extend({
  search: singleLineText().max(CONVERSATION_NAME_MAX).optional(),
  /** true: the archived conversations only (the "Archived" view); otherwise those in the list. */
  archived: z.stringbool().default(false),
});

const nameSchema = singleLineText().min(1, 'must not be empty').max(CONVERSATION_NAME_MAX);

/** POST /conversations and PATCH /conversations/:id bodies. */
export const conversationBodySchema = z.strictObject({ name: nameSchema });

/**
 * PATCH /conversations/:id: any of the name, pinned, archived (false restores it to the list) and
 * the conversation's own instructions (empty or null: none, the customer's apply again).
 */
export const conversationPatchSchema = z
  .strictObject({
    name: nameSchema,
    pinned: z.boolean(),
    archived: z.boolean(),
    instructions: instructionTextSchema.nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'must change something: name, pinned, archived or instructions');
export type ConversationPatch = z.input<typeof conversationPatchSchema>;

/** Single conversation answers are wrapped as `{conversation}`. */
export const conversationResponseSchema = z.object({ conversation: conversationSchema });

import { z } from 'zod';
import { conversationResponseSchema } from './conversations.ts';

/**
 * Import (issue 20): a ChatGPT export (`conversations.json`, or the .zip ChatGPT mails) or one of
 * ours (exports.ts), uploaded as multipart in the field `file`. It is imported whole or not at all.
 */

/** Why one conversation of the file was left out; the web says it in the interface language. */
export const IMPORT_SKIP_REASONS = [
  /** No message with text on its current branch (or none at all). */
  'empty',
  /** Its branch names a node (a parent, the current node) the file does not hold. */
  'missing-node',
  /** Its branch loops back on itself. */
  'cycle',
  /** More messages than one conversation may bring (IMPORT_MAX_MESSAGES). */
  'too-many-messages',
  /** More text than a conversation holds (CONVERSATION_MAX_CHARACTERS). */
  'too-long',
  /** Not shaped like a conversation of its format. */
  'malformed',
  /** Imported before (issue 38): the customer already has it, from this file or another holding it. */
  'already-imported',
] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export const importSkipSchema = z.object({
  /** The conversation's title in the file ('' when it had none). */
  title: z.string(),
  reason: z.enum(IMPORT_SKIP_REASONS),
});
export type ImportSkip = z.infer<typeof importSkipSchema>;

export const importResponseSchema = z.object({
  /** Conversations created (the general chat's messages, from one of ours, count as one). */
  imported: z.number().int().nonnegative(),
  /** Messages (questions and answers) brought in. */
  messages: z.number().int().nonnegative(),
  skipped: z.array(importSkipSchema),
  /** The conversations created, newest activity first: the first 100 (the sidebar loads the rest as usual). */
  conversations: z.array(conversationResponseSchema.shape.conversation),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/**
 * How far the server is in an import (issue 37), sent to the customer's tabs after each part written
 * while the request is open. The file is read as a stream and written as it is read, so the count of
 * its exchanges is known only at its end: the figure is bytes of the file's JSON (the
 * `conversations.json` inflated from a ZIP, whose size the ZIP states) read and written, of its
 * total. It only grows, and reaches `total` once everything is written, before the answer.
 */
export interface ImportWriting {
  written: number;
  total: number;
}

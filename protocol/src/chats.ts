import { z } from 'zod';
import { FILES_PER_MESSAGE_MAX } from './file-limits.ts';
import { fileSchema } from './files.ts';
import { objectIdSchema } from './ids.ts';
import { listResponseSchema, pageQuerySchema } from './list.ts';
import { multiLineText, singleLineText } from './text-schemas.ts';

/** Longest message a customer may send, in characters (a clear error beyond it). */
export const INPUT_MAX_CHARS = 32_000;
export const SEND_VERSION = 'v1';

/** One message of an exchange; `files` are the attachments (input) or generated media (output). */
const messageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  files: z.array(fileSchema),
});
export type Message = z.infer<typeof messageSchema>;

const usageSchema = z.object({
  model: z.string(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
});

const CHAT_STATUSES = ['pending', 'done', 'stopped', 'error'] as const;

/** Chat, one exchange (§3); conversation absent = the general chat. */
const chatSchema = z.object({
  _id: objectIdSchema,
  conversation: z.object({ _id: objectIdSchema }).optional(),
  input: messageSchema,
  output: messageSchema,
  usage: usageSchema.nullable(),
  customer: objectIdSchema,
  provider: z.string(),
  model: z.string(),
  status: z.enum(CHAT_STATUSES),
  duration: z.number().int(),
  createdAt: z.string(),
  /** Tokens used today and the number of chats today, for the free quota (§3, §4). */
  total: z.number().int(),
  count: z.number().int(),
  /**
   * The versions of this exchange (issue 21), itself included, oldest first: answers regenerated or
   * continued, questions edited. Absent when it has no other version. Lists carry it; a client keeps
   * it when an event brings the chat again without it.
   */
  versions: z.array(objectIdSchema).optional(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatListResponseSchema = listResponseSchema('chats', chatSchema);

export const chatListQuerySchema = pageQuerySchema.extend({ conversation: objectIdSchema.optional() });

export const clearResponseSchema = z.object({ deleted: z.number().int() });

/**
 * The media object of the send payload (§3) with its defaults.
 * - `pdf`: informational (the client attached PDFs); the server decides per model whether a PDF
 *   goes natively (`capabilities.input` has `pdf`) or as its extracted text.
 * - `image.wants`: generate an image of the input with the provider's image model instead of a
 *   text answer (the composer's image mode); `image.type` is a hint (e.g. `png`), providers choose.
 * - `audio`: also return the answer read aloud as an audio file in `output.files` (when the
 *   provider has a speech model; otherwise the answer is text only).
 * - `clear`: true (default) lets the answer use Markdown, code fences and LaTeX, which the web app
 *   renders; false asks for plain text for channels that cannot render Markdown (WhatsApp sends
 *   false), so the text reads clearly as it is.
 */
const mediaSchema = z
  .object({
    pdf: z.boolean().default(false),
    image: z.object({ wants: z.boolean().default(false), type: singleLineText().max(40).optional() }).default({ wants: false }),
    audio: z.boolean().default(false),
    clear: z.boolean().default(true),
  })
  .default({ pdf: false, image: { wants: false }, audio: false, clear: true });

/** Send payload (§3): `conversation` is a conversation id, or absent / "general" for the general chat. */
export const sendPayloadSchema = z.object({
  _id: objectIdSchema,
  conversation: z.union([objectIdSchema, z.literal('general')]).nullish(),
  input: multiLineText()
    .max(INPUT_MAX_CHARS, `must be at most ${INPUT_MAX_CHARS} characters`)
    .refine((text) => text.trim().length > 0, 'must not be empty'),
  /** Ids of files uploaded through POST /files by the same customer. */
  files: z.array(objectIdSchema).max(FILES_PER_MESSAGE_MAX).default([]),
  provider: singleLineText().min(1).max(100),
  model: singleLineText().min(1).max(200),
  media: mediaSchema,
  version: z.literal(SEND_VERSION),
  /**
   * A new version of this exchange (issue 21): regenerate (the same input) or edit (another input).
   * It takes the exchange's place in the conversation, which shows it from then on; the old one is
   * kept as another version. Absent: the message follows the newest exchange shown.
   */
  versionOf: objectIdSchema.optional(),
  /** With `versionOf`: the new version continues that exchange's stopped or interrupted answer. */
  continue: z.boolean().default(false),
});
export type SendPayload = z.input<typeof sendPayloadSchema>;

/** PUT /conversations/chats/:id/current: show this version of its exchange, and the branch after it. */
export const currentVersionResponseSchema = z.object({ _id: objectIdSchema });

export const stopPayloadSchema = z.object({ _id: objectIdSchema });

import { z } from 'zod';

/**
 * Our own export format (issue 20): what "Export" writes as JSON (one conversation, or every one
 * inside the ZIP) and what "Import" reads back. Versioned, so a later change can still read this one.
 * Message text is plain text; files travel by their description only (their bytes are not in it).
 */
export const EXPORT_FORMAT = 'chat-assistant-export';
export const EXPORT_FORMAT_VERSION = 1;

const exportedFileSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
});

export const exportedMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** ISO 8601; the answer's is its question's (one exchange holds both). */
  createdAt: z.string(),
  /** The model that answered (assistant messages). */
  model: z.string().optional(),
  files: z.array(exportedFileSchema).optional(),
  /** The exchange's id, in a conversation that has other versions (issue 21): `otherVersions` name it as parent. */
  exchange: z.string().optional(),
});
export type ExportedMessage = z.infer<typeof exportedMessageSchema>;

export const exportedConversationSchema = z.object({
  /** Absent on import of a conversation that never had one of ours. */
  id: z.string().optional(),
  name: z.string(),
  /** True for the general chat (§3), which has no name of its own. */
  general: z.boolean().optional(),
  createdAt: z.string(),
  /** Its last activity (the sidebar's order). */
  updatedAt: z.string(),
  /** The branch shown, oldest first, a question followed by its answer. */
  messages: z.array(exportedMessageSchema),
  /**
   * The rest of the tree (issue 21), when there is one: every exchange off the branch shown, oldest
   * first, with the exchange it follows (null: a first one) and whether it is its parent's current
   * version. Import reads the branch shown only.
   */
  otherVersions: z
    .array(
      z.object({
        exchange: z.string(),
        parent: z.string().nullable(),
        current: z.boolean(),
        messages: z.array(exportedMessageSchema),
      }),
    )
    .optional(),
});
export type ExportedConversation = z.infer<typeof exportedConversationSchema>;

export const exportDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_FORMAT_VERSION),
  exportedAt: z.string(),
  conversations: z.array(exportedConversationSchema),
});
export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/** GET /conversations/:id/export?format=…: Markdown (the default) or our JSON. */
export const exportQuerySchema = z.strictObject({ format: z.enum(['markdown', 'json']).default('markdown') });
export type ExportFormat = z.output<typeof exportQuerySchema>['format'];

/** The one JSON file of the all-conversations ZIP (beside a `.md` per conversation). */
export const EXPORT_ZIP_JSON_NAME = 'conversations.json';

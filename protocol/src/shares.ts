import { z } from 'zod';
import { fileSchema } from './files.ts';
import { objectIdSchema } from './ids.ts';

/** A share link's secret: 128 random bits in base64url, 22 characters; anything else is no link. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The most text a share link holds, questions and answers together (issue 37): a snapshot of an
 * 88 MB conversation took 15.8 s and +950 MB to make, and each anonymous read of it 7.7 s. Two
 * million characters is about a thousand long exchanges, a read of ~2 MB.
 */
export const SHARE_MAX_CHARACTERS = 2_000_000;

/** Where a share link opens in the web app. */
export const SHARE_PAGE_PATH = '/s';

/** One of the owner's live links. */
export const shareSchema = z.object({
  _id: objectIdSchema,
  conversationId: objectIdSchema,
  /** The conversation's name when the snapshot was taken. */
  name: z.string(),
  token: z.string(),
  includeFiles: z.boolean(),
  /** How many messages (questions and answers) the snapshot holds. */
  messageCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** When the snapshot was last taken ("Update link"). */
  updatedAt: z.string(),
});
export type Share = z.infer<typeof shareSchema>;

export const shareResponseSchema = z.object({ share: shareSchema });
export const shareListResponseSchema = z.object({ shares: z.array(shareSchema) });

/** PUT /shares/conversations/:id: make the link, or take a new snapshot for it ("Update link"). */
export const saveShareBodySchema = z.strictObject({ includeFiles: z.boolean().default(false) });

/**
 * The token is checked by the handler, not the schema: a malformed token answers the same 404 as an
 * unknown or revoked one (and never reaches the database). The router refuses a parameter past 100 characters (414) before it.
 */
export const shareTokenParamsSchema = z.object({ token: z.string().max(100) });
export const sharedFileParamsSchema = shareTokenParamsSchema.extend({ fileId: z.string().max(100) });

/** One message of a snapshot; files only when the owner chose to include them, served under the link. */
export const sharedMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  files: z.array(fileSchema),
  createdAt: z.string(),
});
export type SharedMessage = z.infer<typeof sharedMessageSchema>;

/**
 * GET /shares/:token?page=N: one page of the snapshot (issue 37), 0 first. A page is cut when the
 * snapshot is taken, so a read costs one page whatever the snapshot's size. The bound keeps the
 * number inside the database's integer: past it is a 400, past the last page a 404.
 */
export const sharedPageQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(2_147_483_647).default(0) });

/** GET /shares/:token: what anyone with the link sees; never the owner's name, e-mail or ids. */
export const sharedConversationSchema = z.object({
  name: z.string(),
  /** When the snapshot was taken. */
  sharedAt: z.string(),
  /** The messages of this page only, oldest first. */
  messages: z.array(sharedMessageSchema),
  /** This page's number, 0 first. */
  page: z.number().int().nonnegative(),
  /** How many pages the snapshot holds (at least 1: an empty snapshot is one empty page). */
  pages: z.number().int().positive(),
});
export type SharedConversation = z.infer<typeof sharedConversationSchema>;

import { z } from 'zod';
import { objectIdSchema } from './ids.ts';
import { keysetCursorSchema } from './list.ts';
import { singleLineText } from './text-schemas.ts';

/** Longest search, in characters: a sentence or two; more is refused with a clear 400. */
export const SEARCH_QUERY_MAX = 300;
export const SEARCH_PAGE_MAX = 50;
export const SEARCH_PAGE_SIZE = 20;

/**
 * GET /search: `q` in the websearch syntax ("a phrase", -word, OR); one line, control characters
 * refused (a NUL is a 400, not a database error).
 */
export const searchQuerySchema = z.object({
  q: singleLineText().min(1, 'must not be empty').max(SEARCH_QUERY_MAX, `is too long: at most ${SEARCH_QUERY_MAX} characters`),
  /** Where the previous page of hits ended: its last hit's time and chat id (list.ts). */
  cursor: keysetCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(SEARCH_PAGE_SIZE),
});

/**
 * A snippet as parts, the matched words marked: never HTML, so the client renders it as text
 * (a `<script>` in a message stays text) with <mark> around the marked parts.
 */
const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

/** One matching exchange: where it is, when, and which of its two messages the words were found in. */
const searchHitSchema = z.object({
  chat: objectIdSchema,
  /** Absent for the general chat. */
  conversation: z.object({ _id: objectIdSchema, name: z.string() }).optional(),
  role: z.enum(['user', 'assistant']),
  createdAt: z.string(),
  snippet: z.array(snippetPartSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** Newest first; `next` is the cursor of the following page, null after the last. */
export const searchResponseSchema = z.object({
  hits: z.array(searchHitSchema),
  next: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

import { z } from 'zod';
import { objectIdSchema } from '../ids.ts';
import { listResponseSchema, pageQuerySchema } from '../list.ts';
import { multiLineText } from '../text-schemas.ts';

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What an operator decides of an open report: acted on it, or nothing was wrong. */
export const REPORT_OUTCOMES = ['resolved', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** GET /admin/reports: the queue (open ones, oldest first) by default. */
export const adminReportsQuerySchema = pageQuerySchema.extend({
  status: z.enum([...REPORT_STATUSES, 'all']).default('open'),
});

/** A report with the exchange it is about, as the operator reviews it. */
export const adminReportSchema = z.object({
  _id: objectIdSchema,
  reporter: z.object({ _id: objectIdSchema, email: z.string().nullable() }),
  chat: objectIdSchema,
  /** null: the general chat. */
  conversation: objectIdSchema.nullable(),
  /** The conversation's name, as its owner sees it (issue 38); null in the general chat or once the conversation is deleted. */
  conversationName: z.string().nullable(),
  /** The customer's message, read from the chat; null when the chat no longer exists. */
  question: z.string().nullable(),
  /** The answer as it was when reported (a snapshot, plain text). */
  answer: z.string(),
  /** The model that answered, when the chat still exists. */
  model: z.string().nullable(),
  description: z.string(),
  status: z.enum(REPORT_STATUSES),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsResponseSchema = listResponseSchema('reports', adminReportSchema);
export type AdminReportList = z.infer<typeof adminReportsResponseSchema>;

export const REPORT_NOTE_MAX = 1000;

/** POST /admin/reports/:id/review: the outcome, with a note the reporter reads. */
export const reviewReportRequestSchema = z
  .object({
    outcome: z.enum(REPORT_OUTCOMES),
    note: multiLineText().trim().min(1, 'must not be empty').max(REPORT_NOTE_MAX),
  })
  .strict();
export type ReviewReportRequest = z.input<typeof reviewReportRequestSchema>;

export const adminReportResponseSchema = z.object({ report: adminReportSchema });

/** GET /reports: a customer's own reports and what became of them. */
export const ownReportSchema = z.object({
  _id: objectIdSchema,
  createdAt: z.iso.datetime(),
  description: z.string(),
  status: z.enum(REPORT_STATUSES),
  note: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type OwnReport = z.infer<typeof ownReportSchema>;
export const ownReportsQuerySchema = pageQuerySchema;
export const ownReportsResponseSchema = listResponseSchema('reports', ownReportSchema);
export type OwnReportList = z.infer<typeof ownReportsResponseSchema>;

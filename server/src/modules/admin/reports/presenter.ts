import type { AdminReport } from '@chat/protocol';
import type { ReportListing } from './repository.ts';

export function presentAdminReport({ report, reporterEmail, conversationName, question, model }: ReportListing): AdminReport {
  return {
    _id: report.id,
    reporter: { _id: report.customerId, email: reporterEmail },
    chat: report.chatId,
    conversation: report.conversationId,
    conversationName,
    question,
    answer: report.content,
    model,
    description: report.description,
    status: report.status,
    note: report.note,
    createdAt: report.createdAt.toISOString(),
    reviewedAt: report.resolvedAt?.toISOString() ?? null,
  };
}

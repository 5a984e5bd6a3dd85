import type { OwnReport } from '@chat/protocol';
import type { ReportRow } from './repository.ts';

/** What the reporter sees of their report: never who reviewed it. */
export function presentOwnReport(report: ReportRow): OwnReport {
  return {
    _id: report.id,
    createdAt: report.createdAt.toISOString(),
    description: report.description,
    status: report.status,
    note: report.note,
    reviewedAt: report.resolvedAt?.toISOString() ?? null,
  };
}

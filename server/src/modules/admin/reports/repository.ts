import type { ReportOutcome, ReportStatus } from '@chat/protocol';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chats, conversations, customers, reports } from '../../../db/schema.ts';
import type { ReportRow } from '../../reports/repository.ts';

/** A report with its reporter and the exchange it is about (question and model while the chat exists). */
export interface ReportListing {
  report: ReportRow;
  reporterEmail: string | null;
  /** The conversation's name; null in the general chat or once it is deleted. */
  conversationName: string | null;
  /** The customer's message; null when the chat was deleted since. */
  question: string | null;
  model: string | null;
}

const isOpen = sql`${reports.status} = 'open'`;

/** The console's queries of content reports (issue 22). */
export class AdminReportsRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async page(status: ReportStatus | 'all', skip: number, limit: number): Promise<{ rows: ReportListing[]; count: number }> {
    const where = status === 'all' ? undefined : eq(reports.status, status);
    const [rows, [total]] = await Promise.all([
      this.listing()
        .where(where)
        // The queue first, oldest first (reports_status_idx); then the reviewed ones, the latest review first.
        .orderBy(
          desc(isOpen),
          asc(sql`case when ${isOpen} then ${reports.createdAt} end`),
          desc(reports.resolvedAt),
          asc(reports.id),
        )
        .offset(skip)
        .limit(limit),
      this.db.select({ value: count() }).from(reports).where(where),
    ]);
    return { rows, count: total?.value ?? 0 };
  }

  async find(id: string): Promise<ReportListing | undefined> {
    const [row] = await this.listing().where(eq(reports.id, id)).limit(1);
    return row;
  }

  /**
   * Records the outcome of a report still open; undefined when it is not open any more (another
   * operator reviewed it a moment before): the condition in the update makes the two exclusive.
   */
  async review(
    id: string,
    review: { outcome: ReportOutcome; note: string; operatorId: string; at: Date },
    executor: Db,
  ): Promise<ReportRow | undefined> {
    const [row] = await executor
      .update(reports)
      .set({ status: review.outcome, note: review.note, reviewedBy: review.operatorId, resolvedAt: review.at })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')))
      .returning();
    return row;
  }

  private listing() {
    return (
      this.db
        .select({
          report: reports,
          reporterEmail: customers.email,
          conversationName: conversations.name,
          question: sql<string | null>`${chats.input}->>'content'`,
          model: chats.model,
        })
        .from(reports)
        .innerJoin(customers, eq(customers.id, reports.customerId))
        // By the chat's id only: the chat of the report (the reporter's own when reported).
        .leftJoin(chats, eq(chats.id, reports.chatId))
        .leftJoin(conversations, eq(conversations.id, reports.conversationId))
        .$dynamic()
    );
  }
}

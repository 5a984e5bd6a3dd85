import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../../lib/endpoint.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { presentOwnReport } from '../../reports/presenter.ts';
import { presentAdminReport } from './presenter.ts';
import { AdminReportsRepository } from './repository.ts';

/** The console's reports (issue 22): the queue with each reported exchange, and its review. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new AdminReportsRepository(app.database.db);

  handle(app, contract.listAdminReports, async (request) => {
    const { status, skip, limit } = request.query;
    const { rows, count } = await repository.page(status, skip, limit);
    return { reports: rows.map(presentAdminReport), skip, limit, count };
  });

  handle(app, contract.reviewAdminReport, async (request) => {
    const { id } = request.params;
    const { outcome, note } = request.body;
    const before = await repository.find(id);
    if (!before) throw notFound('Report not found.');
    const reviewed = await app.database.db.transaction(async (tx) => {
      const row = await repository.review(id, { outcome, note, operatorId: request.operator!.id, at: new Date() }, tx);
      // Reviewed by another operator meanwhile: theirs stands, nothing changes.
      if (!row) throw new AppError(409, 'conflict', 'This report was already reviewed.');
      await app.operators.record(
        request,
        {
          action: `report.${outcome === 'resolved' ? 'resolve' : 'dismiss'}`,
          target: { type: 'report', id },
          before: { status: 'open' },
          after: { status: row.status },
          reason: note,
        },
        tx,
      );
      return row;
    });
    // The reporter's open tabs refresh their list of reports and say it was reviewed.
    app.domainEvents.publish('report.reviewed', reviewed.customerId, presentOwnReport(reviewed));
    return { report: presentAdminReport({ ...before, report: reviewed }) };
  });
};

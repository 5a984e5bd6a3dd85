import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chats, conversations, reports } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { newId } from '../../../lib/ids.ts';
import { clientId } from '../../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { createSignedInOperator } from '../../../test/operators.ts';
import { connectSocket, nextEvent } from '../../../test/socket.ts';

// Listening: the reporter's socket hears the outcome.
const server = useTestApp({ listen: true });
let operator: TestCustomer;
let reporter: TestCustomer;

beforeAll(async () => {
  operator = await createSignedInOperator(server.app);
  reporter = await createSignedInCustomer(server.app);
});

/** One of the customer's exchanges in the general chat (or `conversationId`), reported by them with `description`. */
async function reported(
  who: TestCustomer,
  description: string,
  question = 'What is the moon made of?',
  conversationId: string | null = null,
): Promise<{ id: string; chat: string }> {
  const chat = clientId();
  await server.app.database.db.insert(chats).values({
    id: chat,
    customerId: who.id,
    conversationId,
    input: { role: 'user', content: question, files: [] },
    output: { role: 'assistant', content: '<b>Cheese</b>, obviously.', files: [] },
    provider: 'openai',
    model: 'gpt-4o-mini',
    status: 'done',
  });
  const response = await server.http.post('/api/reports', { chat, description }, who.cookie);
  expect(response.statusCode).toBe(201);
  return { id: response.json()._id as string, chat };
}

interface Listed {
  _id: string;
  status: string;
  question: string | null;
}
const queue = async (query = '') => {
  const response = await server.http.get(`/api/admin/reports${query}`, operator.cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ reports: Listed[]; count: number }>();
};
const review = (id: string, body: unknown) => server.http.post(`/api/admin/reports/${id}/review`, body, operator.cookie);
const reportRow = async (id: string) => (await server.database.db.select().from(reports).where(eq(reports.id, id)))[0]!;
const auditOf = (id: string) => server.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));

describe('GET /api/admin/reports (issue 22)', () => {
  it('lists the open reports oldest first, each with the reported exchange and its reporter', async () => {
    const first = await reported(reporter, 'This answer is false.');
    const second = await reported(reporter, 'Also false.');
    const { reports: open } = await queue();
    const ids = open.map((report) => report._id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(open.find((report) => report._id === first.id)).toEqual({
      _id: first.id,
      reporter: { _id: reporter.id, email: reporter.email },
      chat: first.chat,
      conversation: null,
      conversationName: null,
      question: 'What is the moon made of?',
      answer: '<b>Cheese</b>, obviously.',
      model: 'gpt-4o-mini',
      description: 'This answer is false.',
      status: 'open',
      note: null,
      createdAt: expect.any(String),
      reviewedAt: null,
    });
  });

  it('names the conversation of the exchange (issue 38), and says nothing of one deleted since', async () => {
    const conversationId = newId();
    await server.app.database.db
      .insert(conversations)
      .values({ id: conversationId, customerId: reporter.id, name: 'Trip to Rome' });
    const { id } = await reported(reporter, 'Wrong about Rome.', 'Where to eat?', conversationId);
    const listed = async () => (await queue()).reports.find((report) => report._id === id);
    expect(await listed()).toMatchObject({ conversation: conversationId, conversationName: 'Trip to Rome' });
    await server.app.database.db.delete(conversations).where(eq(conversations.id, conversationId));
    expect(await listed()).toMatchObject({ conversation: conversationId, conversationName: null });
  });

  it('says when the chat no longer exists: no question, the answer snapshot still there', async () => {
    const gone = await reported(reporter, 'Deleted since.');
    await server.app.database.db.delete(chats).where(eq(chats.id, gone.chat));
    const listed = (await queue()).reports.find((report) => report._id === gone.id);
    expect(listed).toMatchObject({ question: null, model: null, answer: '<b>Cheese</b>, obviously.' });
  });

  it('filters by status (open by default, all puts the open ones first) and refuses an unknown one', async () => {
    const open = await reported(reporter, 'Still open.');
    const done = await reported(reporter, 'To dismiss.');
    expect((await review(done.id, { outcome: 'dismissed', note: 'Fine as it is.' })).statusCode).toBe(200);
    expect((await queue()).reports.every((report) => report.status === 'open')).toBe(true);
    const dismissed = await queue('?status=dismissed');
    expect(dismissed.reports.map((report) => report._id)).toContain(done.id);
    expect(dismissed.reports.every((report) => report.status === 'dismissed')).toBe(true);
    const all = (await queue('?status=all')).reports;
    const firstReviewed = all.findIndex((report) => report.status !== 'open');
    expect(all.slice(firstReviewed).every((report) => report.status !== 'open')).toBe(true);
    expect(all.map((report) => report._id)).toEqual(expect.arrayContaining([open.id, done.id]));
    expect((await server.http.get('/api/admin/reports?status=closed', operator.cookie)).statusCode).toBe(400);
  });

  it('is not there for a customer', async () => {
    const { id } = await reported(reporter, 'Customer tries the console.');
    expect((await server.http.get('/api/admin/reports', reporter.cookie)).statusCode).toBe(404);
    const response = await server.http.post(
      `/api/admin/reports/${id}/review`,
      { outcome: 'dismissed', note: 'x' },
      reporter.cookie,
    );
    expect(response.statusCode).toBe(404);
    expect((await reportRow(id)).status).toBe('open');
  });
});

describe('POST /api/admin/reports/:id/review', () => {
  it('resolves a report with a note, audited; the reporter reads the outcome and nobody else does', async () => {
    const { id } = await reported(reporter, 'Wrong facts.');
    const response = await review(id, { outcome: 'resolved', note: ' We corrected the model’s instructions. ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().report).toMatchObject({
      _id: id,
      status: 'resolved',
      note: 'We corrected the model’s instructions.',
      reviewedAt: expect.any(String),
    });
    expect(await reportRow(id)).toMatchObject({ status: 'resolved', reviewedBy: operator.id });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'report.resolve',
        targetType: 'report',
        operatorId: operator.id,
        before: { status: 'open' },
        after: { status: 'resolved' },
        reason: 'We corrected the model’s instructions.',
      }),
    ]);
    // The console names a report by who reported it (issue 38).
    const log = (await server.http.get(`/api/admin/audit?targetType=report&targetId=${id}`, operator.cookie)).json();
    expect(log.entries[0].target).toEqual({ type: 'report', _id: id, name: 'Test Customer' });

    const own = (await server.http.get('/api/reports', reporter.cookie)).json();
    expect(own.reports.find((report: { _id: string }) => report._id === id)).toEqual({
      _id: id,
      createdAt: expect.any(String),
      description: 'Wrong facts.',
      status: 'resolved',
      note: 'We corrected the model’s instructions.',
      reviewedAt: expect.any(String),
    });
    const stranger = await createSignedInCustomer(server.app);
    expect((await server.http.get('/api/reports', stranger.cookie)).json()).toEqual({
      reports: [],
      skip: 0,
      limit: 24,
      count: 0,
    });
    expect((await server.http.get('/api/reports')).statusCode).toBe(401);
  });

  it('lists the reporter’s reports newest first, open ones as under review', async () => {
    const who = await createSignedInCustomer(server.app);
    const older = await reported(who, 'Older.');
    const newer = await reported(who, 'Newer.');
    const own = (await server.http.get('/api/reports', who.cookie)).json();
    expect(own.count).toBe(2);
    expect(own.reports.map((report: { _id: string }) => report._id)).toEqual([newer.id, older.id]);
    expect(own.reports[0]).toMatchObject({ status: 'open', note: null, reviewedAt: null });
  });

  it('tells the reporter’s open tabs the outcome', async () => {
    const { id } = await reported(reporter, 'Tell me when.');
    const socket = await connectSocket(server.app, reporter.cookie);
    try {
      const heard = nextEvent(socket, 'report:reviewed', (report) => report._id === id);
      expect((await review(id, { outcome: 'dismissed', note: 'Looks right to us.' })).statusCode).toBe(200);
      expect(await heard).toMatchObject({ _id: id, status: 'dismissed', note: 'Looks right to us.' });
    } finally {
      socket.close();
    }
  });

  it('refuses a second review with 409 and keeps the first', async () => {
    const { id } = await reported(reporter, 'Twice reviewed.');
    expect((await review(id, { outcome: 'dismissed', note: 'First look.' })).statusCode).toBe(200);
    const before = await reportRow(id);
    const second = await review(id, { outcome: 'resolved', note: 'Second look.' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'conflict', message: 'This report was already reviewed.' });
    expect(await reportRow(id)).toEqual(before);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses a bad outcome, a blank or long note, and an unknown report, changing nothing', async () => {
    const { id } = await reported(reporter, 'Bad reviews.');
    for (const body of [
      { outcome: 'deleted', note: 'x' },
      { outcome: 'resolved', note: '   ' },
      { outcome: 'resolved' },
      { outcome: 'resolved', note: 'x'.repeat(1001) },
      { outcome: 'resolved', note: 'x', extra: true },
    ]) {
      expect((await review(id, body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await review('a'.repeat(24), { outcome: 'resolved', note: 'x' })).statusCode).toBe(404);
    expect((await review('nope', { outcome: 'resolved', note: 'x' })).statusCode).toBe(400);
    expect(await reportRow(id)).toMatchObject({ status: 'open', note: null, reviewedBy: null, resolvedAt: null });
    expect(await auditOf(id)).toHaveLength(0);
  });
});

import type { Db } from '../db/client.ts';
import { ReportRepository, type ReportRow } from '../modules/reports/repository.ts';

const USAGE = 'usage: npm run reports -- list [--all] | resolve <report id> [note] | dismiss <report id> [note]';

const excerpt = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text).replaceAll('\n', ' ');

function describe(row: ReportRow): string {
  return [
    `${row.id}  ${row.status}  ${row.createdAt.toISOString()}`,
    `  customer ${row.customerId}  chat ${row.chatId}  ${row.conversationId ? `conversation ${row.conversationId}` : 'general chat'}`,
    `  report:  ${excerpt(row.description)}`,
    `  answer:  ${excerpt(row.content) || '(empty)'}`,
    ...(row.resolvedAt ? [`  ${row.status} ${row.resolvedAt.toISOString()}${row.note ? `: ${excerpt(row.note)}` : ''}`] : []),
  ].join('\n');
}

/** The operator's review of content reports (the console's Reports section does the same); answers the exit code. */
export async function runReportsCommand(args: string[], db: Db, print: (line: string) => void): Promise<number> {
  const [command, argument, ...noteWords] = args;
  const repository = new ReportRepository(db);
  if (command === 'list') {
    const rows = await repository.list(argument === '--all' ? 'all' : 'open');
    if (rows.length === 0) print(argument === '--all' ? 'No reports.' : 'No open reports.');
    for (const row of rows) print(describe(row));
    return 0;
  }
  if ((command === 'resolve' || command === 'dismiss') && argument) {
    if (!/^[0-9a-f]{24}$/.test(argument)) {
      print(`"${argument}" is not a report id (24 hexadecimal characters).`);
      return 1;
    }
    // The note is what the reporter reads on their account page (the console asks for one; here it is optional).
    const note = noteWords.join(' ').trim() || null;
    const row = await repository.review(argument, command === 'resolve' ? 'resolved' : 'dismissed', note);
    print(row ? `${command === 'resolve' ? 'Resolved' : 'Dismissed'} ${row.id}.` : `No open report ${argument}.`);
    return row ? 0 : 1;
  }
  print(USAGE);
  return 2;
}

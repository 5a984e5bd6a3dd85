// Seeds a long conversation, as finished exchanges, straight into the PGlite database of a stopped
// server: 5,000 exchanges through the socket would take long and hit the flood limits. The
// exchanges are dated in the past days, outside today's quota.
import { eq } from 'drizzle-orm';
import { openPglite } from '../../../server/src/db/client.ts';
import { chats, conversations } from '../../../server/src/db/schema.ts';
import { newId } from '../../../server/src/lib/ids.ts';
import { markdownBlock } from '../../../e2e/support/long-answer.ts';

export const questionText = (index, total) => `Question ${index} of ${total}: how does part ${index} work?`;

function answerText(index) {
  // Mostly short paragraphs; every third answer has a list, every fifth code, every seventh a table.
  const blocks = [markdownBlock(index * 5 + 1)];
  if (index % 3 === 0) blocks.push(markdownBlock(index * 5 + 2));
  if (index % 5 === 0) blocks.push(markdownBlock(index * 5 + 3));
  if (index % 7 === 0) blocks.push(markdownBlock(index * 5 + 4));
  return blocks.join('').trim();
}

export async function seedConversation(dbDir, conversationId, exchanges) {
  const database = await openPglite(dbDir);
  try {
    const [conversation] = await database.db.select().from(conversations).where(eq(conversations.id, conversationId));
    if (!conversation) throw new Error(`conversation ${conversationId} not found`);
    const start = Date.now() - 7 * 24 * 3600_000;
    const rows = [];
    for (let index = 1; index <= exchanges; index += 1) {
      const at = start + index * 60_000;
      rows.push({
        id: newId(at),
        customerId: conversation.customerId,
        conversationId,
        input: { role: 'user', content: questionText(index, exchanges), files: [] },
        output: { role: 'assistant', content: answerText(index), files: [] },
        provider: 'demo',
        model: 'offline-demo',
        status: 'done',
        durationMs: 1200,
        createdAt: new Date(at),
      });
    }
    for (let from = 0; from < rows.length; from += 500) await database.db.insert(chats).values(rows.slice(from, from + 500));
  } finally {
    await database.close();
  }
}

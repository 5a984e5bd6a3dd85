// Seeds finished exchanges straight into the PGlite database of a stopped server: 5,000 exchanges
// through the socket would take long and hit the flood limits, and a seeded answer is the exact
// Markdown the bench asks for rather than whatever the demo model says.
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

/**
 * Inserts `exchanges` ({ question, answer }, oldest first) as finished chats of `conversationId`,
 * one minute apart from `start` (ms since the epoch).
 */
export async function seedExchanges(dbDir, conversationId, exchanges, start) {
  const database = await openPglite(dbDir);
  try {
    const [conversation] = await database.db.select().from(conversations).where(eq(conversations.id, conversationId));
    if (!conversation) throw new Error(`conversation ${conversationId} not found`);
    const rows = exchanges.map(({ question, answer }, index) => {
      const at = start + (index + 1) * 60_000;
      return {
        id: newId(at),
        customerId: conversation.customerId,
        conversationId,
        input: { role: 'user', content: question, files: [] },
        output: { role: 'assistant', content: answer, files: [] },
        provider: 'demo',
        model: 'offline-demo',
        status: 'done',
        durationMs: 1200,
        createdAt: new Date(at),
      };
    });
    for (let from = 0; from < rows.length; from += 500) await database.db.insert(chats).values(rows.slice(from, from + 500));
  } finally {
    await database.close();
  }
}

/** A long conversation of generated exchanges, dated in the past week, outside today's quota. */
export async function seedConversation(dbDir, conversationId, count) {
  const exchanges = Array.from({ length: count }, (_, index) => ({
    question: questionText(index + 1, count),
    answer: answerText(index + 1),
  }));
  await seedExchanges(dbDir, conversationId, exchanges, Date.now() - 7 * 24 * 3600_000);
}

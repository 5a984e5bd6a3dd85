import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chats } from '../db/schema.ts';
import { useTestApp } from '../test/app.ts';
import { sendBody } from '../test/chat-ids.ts';
import { createSignedInCustomer } from '../test/customers.ts';
import { failInterruptedAnswers, ORPHAN_AFTER_MS } from './interrupted-answers.ts';

const server = useTestApp();

async function pendingChat(customerId: string, ageMs: number): Promise<string> {
  const id = sendBody()._id;
  await server.app.database.db.insert(chats).values({
    id,
    customerId,
    input: { role: 'user', content: 'Question', files: [] },
    provider: 'demo',
    model: 'offline-demo',
    createdAt: new Date(Date.now() - ageMs),
  });
  return id;
}

const statusOf = async (id: string) => (await server.app.database.db.select().from(chats).where(eq(chats.id, id)))[0]?.status;

describe('answers interrupted by a restart (single instance, no Redis)', () => {
  it('fails pending answers nobody generates once they are old enough, and only those', async () => {
    const customer = await createSignedInCustomer(server.app);
    const orphan = await pendingChat(customer.id, ORPHAN_AFTER_MS + 5_000);
    const recent = await pendingChat(customer.id, 1_000);
    const running = await pendingChat(customer.id, ORPHAN_AFTER_MS + 5_000);
    server.app.activeTurns.start(running, customer.id);
    expect(await failInterruptedAnswers(server.app)).toBe(1);
    expect(await statusOf(orphan)).toBe('error');
    expect(await statusOf(recent)).toBe('pending');
    expect(await statusOf(running)).toBe('pending');
    server.app.activeTurns.finish(running);
    // The customer can send the question again: the failed chat lists with its error status.
    const list = await server.app.inject({ url: '/api/conversations/chats', headers: { cookie: customer.cookie } });
    expect(list.json<{ chats: { _id: string; status: string }[] }>().chats.find((chat) => chat._id === orphan)?.status).toBe(
      'error',
    );
  });
});

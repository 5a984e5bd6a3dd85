import type { Chat } from '@chat/protocol';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { chats } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { clientId } from '../../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { CheckpointRepository, type AnswerCheckpoint } from '../checkpoint-repository.ts';
import { ActiveTurns } from './active-turns.ts';
import { AnswerCheckpoints } from './answer-checkpoints.ts';

/**
 * The batching of checkpoints against the real database (PGlite, or PostgreSQL in CI). The app's
 * own checkpoint timer is set far apart, so only the ticks a test makes write.
 */
const server = useTestApp({ env: { CHAT_CHECKPOINT_MS: '60000' } });
const INSTANCE = 'checkpoint-test-instance';

let customer: TestCustomer;
let clock: number;
let active: ActiveTurns;
/** Every statement the checkpoints asked for, as the checkpoints it carried. */
let statements: AnswerCheckpoint[][];
let checkpoints: AnswerCheckpoints;

beforeEach(async () => {
  customer = await createSignedInCustomer(server.app);
  clock = 1_000_000;
  active = new ActiveTurns(undefined, () => clock);
  statements = [];
  const repository = new CheckpointRepository(server.app.database.db);
  checkpoints = new AnswerCheckpoints({
    active,
    instanceId: INSTANCE,
    now: () => clock,
    store: {
      write: (instanceId, batch) => {
        statements.push(batch);
        return repository.write(instanceId, batch);
      },
    },
  });
});

/** A stored pending chat whose answer streams (in `active`). */
async function streamingChat(): Promise<string> {
  const id = await pendingChat();
  active.start(id, customer.id);
  return id;
}

async function pendingChat(): Promise<string> {
  const id = clientId();
  await server.app.database.db.insert(chats).values({
    id,
    customerId: customer.id,
    input: { role: 'user', content: 'Question', files: [] },
    provider: 'openai',
    model: 'gpt-4o-mini',
  });
  return id;
}

const rowOf = async (id: string) => (await server.app.database.db.select().from(chats).where(eq(chats.id, id)))[0]!;

describe('answer checkpoints', () => {
  it('writes the text of every answer that grew in one statement, still pending, with its duration and instance', async () => {
    const [first, second, silent] = [await streamingChat(), await streamingChat(), await streamingChat()];
    active.append(first, 'The first ');
    active.append(second, 'Another');
    clock += 1_500;
    expect(await checkpoints.tick()).toBe(2);
    expect(statements.map((batch) => batch.map((checkpoint) => checkpoint.chatId).sort())).toEqual([[first, second].sort()]);
    expect(await rowOf(first)).toMatchObject({
      status: 'pending',
      output: { role: 'assistant', content: 'The first ', files: [] },
      durationMs: 1_500,
      instanceId: INSTANCE,
    });
    expect((await rowOf(second)).output?.content).toBe('Another');
    // An answer with no text yet has nothing to lose.
    expect((await rowOf(silent)).output).toBeNull();
  });

  it('writes nothing when no text changed, then only the answers that grew', async () => {
    const [first, second] = [await streamingChat(), await streamingChat()];
    active.append(first, 'One');
    active.append(second, 'Two');
    await checkpoints.tick();
    expect(await checkpoints.tick()).toBe(0);
    expect(statements).toHaveLength(1);
    active.append(second, ' and three');
    clock += 1_000;
    expect(await checkpoints.tick()).toBe(1);
    expect(statements[1]!.map((checkpoint) => checkpoint.chatId)).toEqual([second]);
    expect(await rowOf(second)).toMatchObject({ output: { content: 'Two and three' }, durationMs: 1_000 });
    expect((await rowOf(first)).output?.content).toBe('One');
  });

  it('never overwrites an answer the turn has stored: its final update wins over a late checkpoint', async () => {
    const id = await streamingChat();
    active.append(id, 'Partial');
    // The turn stores its answer while the checkpoint still sees it streaming (it leaves ActiveTurns just after).
    await server.app.database.db
      .update(chats)
      .set({ status: 'done', output: { role: 'assistant', content: 'Partial and final', files: [] }, durationMs: 42 })
      .where(eq(chats.id, id));
    expect(await checkpoints.tick()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'done', output: { content: 'Partial and final' }, durationMs: 42 });
  });

  it('stores any text exactly, quotes, escapes and emoji included, leaving out only what jsonb cannot hold', async () => {
    const [tricky, unstorable] = [await streamingChat(), await streamingChat()];
    const text = `He said "it's" \\n $1 ::jsonb '); drop table chats; -- 😀 \u00e9\n\t}`;
    active.append(tricky, text);
    active.append(unstorable, 'a\u0000b\ud83dc 😀');
    expect(await checkpoints.tick()).toBe(2);
    expect((await rowOf(tricky)).output?.content).toBe(text);
    expect((await rowOf(unstorable)).output?.content).toBe('abc 😀');
  });

  it('lists a streaming answer with its live text, fresher than its last checkpoint', async () => {
    const id = await pendingChat();
    const { activeTurns } = server.app;
    activeTurns.start(id, customer.id);
    try {
      activeTurns.append(id, 'Checkpointed');
      await new AnswerCheckpoints({
        active: activeTurns,
        store: new CheckpointRepository(server.app.database.db),
        instanceId: INSTANCE,
      }).tick();
      activeTurns.append(id, ' and newer');
      const listed = await server.app.inject({ url: '/api/conversations/chats', headers: { cookie: customer.cookie } });
      expect(listed.json<{ chats: Chat[] }>().chats[0]).toMatchObject({
        status: 'pending',
        output: { content: 'Checkpointed and newer' },
      });
      expect((await rowOf(id)).output?.content).toBe('Checkpointed');
    } finally {
      activeTurns.finish(id);
    }
  });

  it('forgets answers that ended, and checkpoints a thousand answers in one statement', async () => {
    const ended = await streamingChat();
    active.append(ended, 'Done soon');
    await checkpoints.tick();
    active.finish(ended);
    const ids = Array.from({ length: 1_000 }, () => clientId());
    await server.app.database.db.insert(chats).values(
      ids.map((id) => ({
        id,
        customerId: customer.id,
        input: { role: 'user' as const, content: 'Q', files: [] },
        provider: 'openai',
        model: 'gpt-4o-mini',
      })),
    );
    for (const id of ids) {
      active.start(id, customer.id);
      active.append(id, `Answer ${id}`);
    }
    expect(await checkpoints.tick()).toBe(1_000);
    expect(statements).toHaveLength(2);
    const stored = await server.app.database.db.select().from(chats).where(inArray(chats.id, ids));
    expect(stored.every((row) => row.output?.content === `Answer ${row.id}`)).toBe(true);
  });
});

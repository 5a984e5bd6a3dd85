import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteWorkerClient } from './client.ts';

/**
 * A test that starts a database of its own runs initdb in memory: ~7 s alone, past 20 s beside the
 * whole suite on PostgreSQL with the build (seen here).
 */
const STARTS_A_DATABASE = 90_000;

/** The embedded database's worker: what drizzle and the repositories rely on, over the thread boundary. */
describe('PGlite in a worker thread', () => {
  let client: PgliteWorkerClient;

  beforeAll(async () => {
    client = await PgliteWorkerClient.start({});
    await client.query('create table notes (id int primary key, body text not null, at timestamptz not null default now())');
  });
  afterAll(() => client.close());

  it('answers rows as objects or arrays, with timestamps as text for drizzle to map', async () => {
    await client.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
    const objects = await client.query('select id, body, at from notes where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, body: 'first', at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) }]);
    const arrays = await client.query('select id, body from notes where id = $1', [1], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'first']]);
  });

  it('keeps the order of queries sent in one turn, which travel as one batch', async () => {
    const writes = Array.from({ length: 50 }, (_, index) =>
      client.query('insert into notes (id, body) values ($1, $2)', [100 + index, `n${index}`]),
    );
    const counted = client.query('select count(*)::int as n from notes where id >= 100');
    await Promise.all(writes);
    expect((await counted).rows).toEqual([{ n: 50 }]);
  });

  it('commits a burst of statements together, yet a failing one fails alone', async () => {
    const burst = Array.from({ length: 20 }, (_, index) =>
      // Every fifth clashes with a row of the ordering test: only those fail.
      client.query('insert into notes (id, body) values ($1, $2)', [index % 5 === 0 ? 100 + index : 200 + index, `b${index}`]),
    );
    const outcomes = await Promise.allSettled(burst);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      Array.from({ length: 20 }, (_, index) => (index % 5 === 0 ? 'rejected' : 'fulfilled')),
    );
    expect((await client.query('select count(*)::int as n from notes where id >= 200')).rows).toEqual([{ n: 16 }]);
  });

  it('runs the writes of one burst in one transaction (one commit), a transaction’s as sent', async () => {
    let next = 300;
    const write = () =>
      client
        .query('insert into notes (id, body) values ($1, txid_current()::text) returning body as tx', [next++])
        .then(({ rows }) => (rows[0] as { tx: string }).tx);
    const [first, second] = await Promise.all([write(), write()]);
    expect(first).toBe(second);
    expect(await write()).not.toBe(first);
  });

  it('runs a burst with a single write as sent: no transaction around it and its reads', async () => {
    const [inserted, read] = await Promise.all([
      client.query('insert into notes (id, body) values (400, txid_current()::text) returning body as tx'),
      client.query('select txid_current_if_assigned()::text as tx'),
    ]);
    expect((read.rows[0] as { tx: string | null }).tx).toBeNull();
    expect((inserted.rows[0] as { tx: string }).tx).toMatch(/^\d+$/);
  });

  it('rejects a failed query with PostgreSQL’s error fields, and goes on serving', async () => {
    const failed = client.query('insert into notes (id, body) values (1, $1)', ['duplicate']);
    await expect(failed).rejects.toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
      message: expect.stringContaining('duplicate'),
    });
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs a transaction alone: others wait for it, and a throw rolls it back', async () => {
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (2, $1)', ['in tx']);
      // Asked for while the transaction holds the database: answered after the commit.
      outside = client.query('select body from notes where id = 2');
      await tx.query('update notes set body = $1 where id = 2', ['committed']);
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ body: 'committed' }]);

    const boom = new Error('changed my mind');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (3, $1)', ['rolled back']);
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect((await client.query('select count(*)::int as n from notes where id = 3')).rows).toEqual([{ n: 0 }]);
  });

  it(
    'fails every later query, never hangs, when the worker dies',
    async () => {
      const other = await PgliteWorkerClient.start({});
      // As a crash of the thread would: the test reaches in for the worker.
      await (other as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
      await expect(other.query('select 1')).rejects.toThrow('The database worker stopped.');
    },
    STARTS_A_DATABASE,
  );

  it(
    'refuses queries after close',
    async () => {
      const other = await PgliteWorkerClient.start({});
      await other.close();
      await expect(other.query('select 1')).rejects.toThrow('The database is closed.');
    },
    STARTS_A_DATABASE,
  );
});

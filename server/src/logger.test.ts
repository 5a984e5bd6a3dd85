import { APICallError } from 'ai';
import { sql } from 'drizzle-orm';
import fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { chats, customers } from './db/schema.ts';
import { newId } from './lib/ids.ts';
import { loggerOptions } from './logger.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { testConfig } from './test/app.ts';
import { createTestDatabase, type TestDatabase } from './test/database.ts';

/** Customer text a failed statement carried: it must not reach the log (ASVS 16.2.5, issue 19). */
const SECRET = 'my secret diary entry 7f3a';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  return () => database.close();
});

/** A Fastify app with the server's logger options, writing its log lines into `lines`. */
async function appLoggingTo(lines: string[]) {
  const options = await loggerOptions(testConfig({ LOG_LEVEL: 'info' }));
  if (typeof options !== 'object') throw new Error('expected logger options');
  return fastify({ logger: { ...options, stream: { write: (line: string) => void lines.push(line) } } });
}

/** The line the server's error handler logs for a request whose query fails. */
async function logLineOf(failing: (db: Database['db']) => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const app = await appLoggingTo(lines);
  registerErrorHandler(app);
  app.get('/fails', () => failing(database.db));
  try {
    expect((await app.inject('/fails')).statusCode).toBe(500);
  } finally {
    await app.close();
  }
  const line = lines.find((candidate) => candidate.includes('request failed'));
  if (!line) throw new Error(`no error line in ${lines.join('')}`);
  return line;
}

describe('the log of a failed query (ASVS 16.2.5)', () => {
  it('keeps the SQL and the SQLSTATE of a NUL refused in a text column, not the text', async () => {
    const line = await logLineOf((db) => db.insert(customers).values({ id: newId(), name: `${SECRET}\u0000` }));
    expect(line).not.toContain(SECRET);
    expect(line).toContain('insert into \\"customers\\"');
    expect(JSON.parse(line)).toMatchObject({ err: { type: 'DrizzleQueryError', cause: { code: '22021' } } });
  });

  it('leaves out what PostgreSQL echoes of a jsonb value, a duplicate key and a value it could not cast', async () => {
    const owner = newId();
    await database.db.insert(customers).values({ id: owner, name: 'Owner', email: 'taken-7f3a@example.com' });
    const jsonb = await logLineOf((db) =>
      db.insert(chats).values({
        id: newId(),
        customerId: owner,
        input: { role: 'user', content: `${SECRET}\uD800`, files: [] },
        provider: 'openai',
        model: 'gpt-4o-mini',
      }),
    );
    const duplicate = await logLineOf((db) => db.insert(customers).values({ id: newId(), email: 'taken-7f3a@example.com' }));
    const cast = await logLineOf((db) => db.execute(sql`select ${SECRET}::int`));
    for (const line of [jsonb, duplicate, cast]) expect(line).not.toMatch(/secret diary|taken-7f3a/);
    expect(JSON.parse(duplicate)).toMatchObject({ err: { cause: { code: '23505', constraint: 'customers_email_key' } } });
    expect(JSON.parse(cast)).toMatchObject({ err: { cause: { code: '22P02' } } });
  });

  it("leaves out the prompt a failed model call was made with, keeping the provider's status", async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    const error = new APICallError({
      message: 'Bad Request',
      url: 'https://api.openai.example/v1/chat/completions',
      requestBodyValues: { messages: [{ role: 'user', content: SECRET }] },
      statusCode: 400,
    });
    app.log.warn({ err: error }, 'model call failed');
    await app.close();
    expect(lines.join('')).not.toContain(SECRET);
    expect(JSON.parse(lines[0]!)).toMatchObject({ err: { type: 'APICallError', statusCode: 400 } });
  });
});

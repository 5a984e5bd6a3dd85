// Full-text search (issue 20): one customer with BENCH_SEARCH_CHATS exchanges (100,000, each a
// question and its answer: twice as many messages), BENCH_SEARCH_OTHERS exchanges of 40 other
// customers in the same words, on PGlite (the server's worker, in a temp directory) and PostgreSQL.
// Words follow a Zipf-like law over a 2,000-word vocabulary, so a common word is in a third of the
// rows and a rare one in a handful. Each query kind (common word, rare word, phrase, negation, no
// match, and the second page of the common word) runs BENCH_SEARCH_SAMPLES times through the
// repository the route uses; p50 and p95 per kind and over all. Target: p95 ≤ 50 ms.
// BENCH_SEARCH_EXPLAIN=1 prints each kind's plan (EXPLAIN ANALYZE).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../server/src/db/client.ts';
import { decodeCursor, presentPage } from '../../server/src/modules/search/presenter.ts';
import { SearchRepository } from '../../server/src/modules/search/repository.ts';
import { forEachDatabase } from './lib/databases.mjs';
import { percentile, rowRecorder, writeResults } from './lib/results.mjs';

const CHATS = Number(process.env.BENCH_SEARCH_CHATS ?? 100_000);
const OTHERS = Number(process.env.BENCH_SEARCH_OTHERS ?? 20_000);
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 40);
const PAGE = 20;
const OWNER = '1'.padStart(24, '0');

const COMMON = ['project', 'budget', 'garden', 'travel', 'recipe', 'python', 'meeting', 'history', 'music', 'health'];
const WORDS = [...COMMON, ...Array.from({ length: 1990 }, (_, index) => `term${index.toString(36)}x`)];
const words = `array[${WORDS.map((word) => `'${word}'`).join(',')}]`;
/** A sentence of 10–40 words drawn with a skewed law (the first words of the list are the most frequent). */
const sentence = (seed) =>
  `(select string_agg((${words})[1 + floor(power(random(), 3) * ${WORDS.length})::int], ' ') from generate_series(1, 10 + (${seed}) % 30))`;
const message = (role, text) => `jsonb_build_object('role', '${role}', 'content', ${text}, 'files', '[]'::jsonb)`;
/** One row in 10,000 has a rare word; one in 100 the phrase "quarterly sales report". */
const question = (n) =>
  `${sentence(n)} || case when ${n} % 10000 = 7 then ' zanzibar' else '' end || case when ${n} % 100 = 3 then ' quarterly sales report' else '' end`;

const SEED = [
  `insert into customers (id, name, email) select lpad(to_hex(n), 24, '0'), 'Customer ' || n, 'c' || n || '@example.com' from generate_series(1, 41) n`,
  `insert into conversations (id, customer_id, name) select 'c' || lpad(to_hex(n), 23, '0'), '${OWNER}', 'Conversation ' || n from generate_series(1, 500) n`,
  `insert into chats (id, customer_id, conversation_id, input, output, provider, model, status, created_at)
     select 'a' || lpad(to_hex(n), 23, '0'), '${OWNER}', case when n % 10 = 0 then null else 'c' || lpad(to_hex(1 + n % 500), 23, '0') end,
            ${message('user', question('n'))}, ${message('assistant', `${sentence('n * 7')} || ' ' || ${sentence('n * 13')}`)},
            'openai', 'gpt-4o-mini', 'done', now() - n * interval '1 minute'
     from generate_series(1, ${CHATS}) n`,
  `insert into chats (id, customer_id, conversation_id, input, output, provider, model, status, created_at)
     select 'b' || lpad(to_hex(n), 23, '0'), lpad(to_hex(2 + n % 40), 24, '0'), null,
            ${message('user', question('n'))}, ${message('assistant', sentence('n * 7'))}, 'openai', 'gpt-4o-mini', 'done', now() - n * interval '1 minute'
     from generate_series(1, ${OTHERS}) n`,
  `analyze`,
];

const KINDS = [
  ['common word', 'project'],
  ['rare word', 'zanzibar'],
  ['phrase', '"quarterly sales report"'],
  ['negation', 'garden -travel'],
  ['OR', 'zanzibar OR quarterly'],
  ['no match', 'nonexistentword'],
];

const rows = [];
const record = rowRecorder(rows, 44);
await forEachDatabase(async ({ label, env }) => {
  const dir = env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'chat-bench-search-'));
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(path.join(dir, 'db'));
  try {
    const seeded = performance.now();
    for (const statement of SEED) await database.db.execute(sql.raw(statement));
    console.log(`${label}: seeded ${CHATS} + ${OTHERS} exchanges in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const repository = new SearchRepository(database.db, database.kind);
    const all = [];
    const time = async (run) => {
      const start = performance.now();
      const result = await run();
      return { ms: performance.now() - start, result };
    };
    for (const [kind, q] of [...KINDS, ['common word, page 2', 'project']]) {
      const first = kind.endsWith('page 2')
        ? presentPage(await repository.search(OWNER, q, undefined, PAGE), PAGE).next
        : undefined;
      const samples = [];
      let hits = 0;
      for (let index = 0; index < SAMPLES; index += 1) {
        const { ms, result } = await time(() => repository.search(OWNER, q, decodeCursor(first ?? undefined), PAGE));
        samples.push(ms);
        hits = result.length;
      }
      all.push(...samples);
      if (process.env.BENCH_SEARCH_EXPLAIN) {
        const statement = repository.statement(OWNER, q, decodeCursor(first ?? undefined), PAGE);
        const plan = await database.db.execute(sql`explain (analyze, buffers) ${statement}`);
        console.log(`--- ${label}: ${kind}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
      record(`${label}: ${kind} p50`, percentile(samples, 50), 'ms', { note: `${hits} hits on the page` });
      record(`${label}: ${kind} p95`, percentile(samples, 95), 'ms', { target: '≤ 50' });
    }
    record(`${label}: every query p95`, percentile(all, 95), 'ms', { target: '≤ 50' });
  } finally {
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});
writeResults(
  '47-search',
  `Full-text search, one customer with ${CHATS} exchanges (${CHATS * 2} messages), first page of ${PAGE}`,
  rows,
);

// Query plans of the list queries (issue 10: an index for every list query), on PostgreSQL with
// realistic row counts: BENCH_PLAN_CUSTOMERS customers (4000) with 50 chats and 10 conversations
// each, plus one heavy customer with 300 conversations and BENCH_PLAN_HEAVY_CHATS chats (10000).
// The repositories' own SQL is captured (their statements as the server sends them) and run under
// EXPLAIN ANALYZE for the heavy customer; each row gives the execution time and the scans used.
// Skipped with a note when PostgreSQL is unreachable (PGlite plans are the same planner's).
// BENCH_PLAN_DEBUG=1 prints the statement and plan of every query that scans a whole table.
import pg from 'pg';
import { openPostgres } from '../../server/src/db/client.ts';
import { BillingRepository } from '../../server/src/modules/billing/repository.ts';
import { PaymentsRepository } from '../../server/src/modules/billing/payments-repository.ts';
import { UsageRepository } from '../../server/src/modules/billing/usage-repository.ts';
import { ChatRepository } from '../../server/src/modules/chats/repository.ts';
import { VersionRepository } from '../../server/src/modules/chats/versions/version-repository.ts';
import { StaleAnswers } from '../../server/src/modules/chats/stale-answers.ts';
import { quotaWindowStart } from '../../server/src/modules/chats/presenter.ts';
import { ConversationRepository } from '../../server/src/modules/conversations/repository.ts';
import { CustomerRepository } from '../../server/src/modules/customers/repository.ts';
import { ReportRepository } from '../../server/src/modules/reports/repository.ts';
import { WhatsAppRepository } from '../../server/src/modules/whatsapp/repository.ts';
import { forEachDatabase } from './lib/databases.mjs';
import { writeResults } from './lib/results.mjs';

const CUSTOMERS = Number(process.env.BENCH_PLAN_CUSTOMERS ?? 4000);
const HEAVY_CHATS = Number(process.env.BENCH_PLAN_HEAVY_CHATS ?? 10_000);
const hex = (expression) => `lpad(to_hex(${expression}), 24, '0')`;
const HEAVY = '1'.padStart(24, '0');
const HEAVY_CONVERSATION = 'c00000000000000000000001';

/** Realistic volumes, made in SQL so seeding takes seconds. Customer 1 is the heavy one. */
const SEED = [
  `insert into customers (id, name, email) select ${hex('n')}, 'Customer ' || n, 'c' || n || '@example.com' from generate_series(1, ${CUSTOMERS}) n`,
  `insert into conversations (id, customer_id, name, updated_at)
     select 'c' || lpad(to_hex(n), 23, '0'), ${hex(`case when n <= 300 then 1 else 2 + n % ${CUSTOMERS - 1} end`)},
            'Conversation about topic ' || n, now() - n * interval '1 minute'
     from generate_series(1, 300 + ${CUSTOMERS} * 10) n`,
  `insert into chats (id, customer_id, conversation_id, input, output, provider, model, total_tokens, status, created_at)
     select 'a' || lpad(to_hex(n), 23, '0'), '${HEAVY}',
            case when n % 10 = 0 then null else 'c' || lpad(to_hex(1 + n % 300), 23, '0') end,
            '{"role":"user","content":"A question of some length, as people ask them","files":[]}',
            '{"role":"assistant","content":"An answer of a few sentences, as the model gives them.","files":[]}',
            'openai', 'gpt-4o-mini', 120, case when n % 500 = 0 then 'error' else 'done' end, now() - n * interval '30 seconds'
     from generate_series(1, ${HEAVY_CHATS}) n`,
  `insert into chats (id, customer_id, conversation_id, input, output, provider, model, total_tokens, status, created_at)
     select 'b' || lpad(to_hex(n), 23, '0'), ${hex(`2 + n % ${CUSTOMERS - 1}`)}, null,
            '{"role":"user","content":"Hello","files":[]}', '{"role":"assistant","content":"Hi","files":[]}',
            'openai', 'gpt-4o-mini', 40, case when n % 5000 = 0 then 'pending' else 'done' end, now() - n * interval '5 seconds'
     from generate_series(1, ${CUSTOMERS} * 50) n`,
  `insert into subscriptions (id, customer_id, plan, duration, start_date, end_date, payment_id)
     select 's' || lpad(to_hex(n), 23, '0'), ${hex(`1 + n % ${CUSTOMERS}`)}, 'plus', 'month',
            now() - (n % 400) * interval '1 day', now() - (n % 400) * interval '1 day' + interval '30 days', 'p' || lpad(to_hex(n), 23, '0')
     from generate_series(1, ${CUSTOMERS} * 3) n`,
  `insert into payments (id, customer_id, plan, duration, method, gateway, amount, currency, status, external_id, created_at)
     select 'p' || lpad(to_hex(n), 23, '0'), ${hex(`1 + n % ${CUSTOMERS}`)}, 'plus', 'month', 'card', 'stripe', 1000, 'usd',
            'succeeded', 'cs_test_' || n, now() - n * interval '1 hour'
     from generate_series(1, ${CUSTOMERS} * 3) n`,
  `insert into reports (id, customer_id, chat_id, content, description, status, created_at)
     select 'r' || lpad(to_hex(n), 23, '0'), ${hex(`1 + n % ${CUSTOMERS}`)}, 'b' || lpad(to_hex(n), 23, '0'), 'answer', 'wrong',
            case when n % 50 = 0 then 'open' else 'resolved' end, now() - n * interval '1 hour'
     from generate_series(1, ${CUSTOMERS}) n`,
  `insert into whatsapp_outgoing (id, phone, body, status, next_attempt_at)
     select 'w' || lpad(to_hex(n), 23, '0'), '+2507' || lpad(n::text, 8, '0'), 'text', case when n % 100 = 0 then 'pending' else 'sent' end, now()
     from generate_series(1, ${CUSTOMERS} * 5) n`,
  // Each exchange's parent is the one before it in its scope, as migration 0017 made them (issue 21).
  `update chats set parent_id = ordered.previous
     from (select id, lag(id) over (partition by customer_id, conversation_id order by created_at, id) as previous from chats) as ordered
     where chats.id = ordered.id and ordered.previous is not null`,
  `analyze`,
];

/** The statements the repositories send (text and parameters), captured from the pg client. */
const captured = [];
const query = pg.Client.prototype.query;
let capturing = false;
pg.Client.prototype.query = function (config, values, ...rest) {
  if (capturing && typeof config === 'object' && config?.text)
    captured.push({ text: config.text, values: values ?? config.values });
  return query.call(this, config, values, ...rest);
};

function scans(plan, found = []) {
  if (/Scan/.test(plan['Node Type']))
    found.push(`${plan['Node Type']}${plan['Index Name'] ? ` ${plan['Index Name']}` : ` on ${plan['Relation Name']}`}`);
  for (const child of plan.Plans ?? []) scans(child, found);
  return found;
}

const rows = [];
let ran = false;
process.env.BENCH_DATABASES = 'postgres';
await forEachDatabase(async ({ env }) => {
  ran = true;
  const database = await openPostgres(env.DATABASE_URL);
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const seeded = performance.now();
    for (const statement of SEED) await client.query(statement);
    console.log(
      `seeded ${CUSTOMERS} customers, ${HEAVY_CHATS + CUSTOMERS * 50} chats in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const db = database.db;
    const chats = new ChatRepository(db);
    const conversations = new ConversationRepository(db);
    const versions = new VersionRepository(db);
    const billing = new BillingRepository(db);
    const now = new Date();
    const day = quotaWindowStart(now);
    // The page of the general chat whose versions the list asks for: read before the plans are captured.
    const { rows: shownPage } = await chats.list(HEAVY, null, 0, 24);
    const queries = [
      ['conversations list (page, count)', () => conversations.list(HEAVY, 0, 24, { archived: false })],
      ['conversations search (page, count)', () => conversations.list(HEAVY, 0, 24, { search: 'topic 12', archived: false })],
      ['archived conversations (page, count)', () => conversations.list(HEAVY, 0, 24, { archived: true })],
      ['chats of a conversation, newest first (page, count)', () => chats.list(HEAVY, HEAVY_CONVERSATION, 0, 24)],
      ['general chats, newest first (page, count)', () => chats.list(HEAVY, null, 0, 24)],
      ['versions of a page of exchanges (issue 21)', () => versions.versionsOf(shownPage)],
      ['history of a send', () => chats.history(HEAVY, HEAVY_CONVERSATION, 'x'.repeat(24), 20)],
      ['usage since the start of the day', () => chats.usageSince(HEAVY, day)],
      ['quota usage of the day', () => new UsageRepository(db).usageSince(HEAVY, day, 'openai', 'gpt-4o-mini')],
      ['live subscriptions', () => billing.liveSubscriptions(HEAVY, now)],
      ['subscriptions page (page, count)', () => billing.pageSubscriptions(HEAVY, 0, 24)],
      ['payments page (page, count)', () => new PaymentsRepository(db).page(HEAVY, 0, 24)],
      ['payment by gateway id (webhook)', () => new PaymentsRepository(db).findByExternalId('cs_test_42')],
      ['open reports', () => new ReportRepository(db).list('open')],
      ['every report (operator)', () => new ReportRepository(db).list('all')],
      ["a customer's reports", () => new ReportRepository(db).ofCustomer(HEAVY)],
      ['own pending answers (job)', () => new StaleAnswers(db).ownPending('bench-instance', new Date(now.getTime() - 15_000))],
      ['deletions due (job)', () => new CustomerRepository(db).deletionsDue(now)],
      ['WhatsApp messages due (job)', () => new WhatsAppRepository(db).claimDue(50, 30_000)],
    ];
    for (const [name, run] of queries) {
      captured.length = 0;
      capturing = true;
      await run();
      capturing = false;
      let ms = 0;
      const used = [];
      for (const { text, values } of captured.filter((statement) => /^\s*select/i.test(statement.text))) {
        const { rows: explained } = await client.query(`explain (analyze, format json) ${text}`, values);
        const [{ Plan: plan, 'Execution Time': time }] = explained[0]['QUERY PLAN'];
        ms += time;
        used.push(...scans(plan));
        if (process.env.BENCH_PLAN_DEBUG && scans(plan).some((scan) => scan.startsWith('Seq')))
          console.log(text, values, JSON.stringify(plan, null, 1));
      }
      const seq = used.filter((scan) => scan.startsWith('Seq Scan'));
      const note = [...new Set(used)].join(', ');
      rows.push({ metric: name, value: Number(ms.toFixed(2)), unit: 'ms', target: 'no Seq Scan', note });
      console.log(`${seq.length ? 'SEQ' : 'ok '} ${name}: ${ms.toFixed(2)} ms — ${note}`);
    }
  } finally {
    await client.end();
    await database.close();
  }
});
if (!ran) console.log('query plans skipped: they need PostgreSQL');
writeResults('15-query-plans', `List queries on PostgreSQL (EXPLAIN ANALYZE, heavy customer with ${HEAVY_CHATS} chats)`, rows);

// The operator's dashboard (issue 22) on PostgreSQL with BENCH_DASHBOARD_CHATS chats (1,000,000)
// over 60 days, from BENCH_DASHBOARD_CUSTOMERS customers (50,000; a few send most messages) on 6
// models, with payments and subscriptions. For today, 7 and 30 days it times:
//  - a plain scan: the same figures counted from `chats` for the whole range (the repository's live
//    queries), first without the index migration 0019 adds on chats.created_at, then with it;
//  - the dashboard as served (modules/admin/dashboard): closed days from the rollup, today live;
//    cold = the first request, which rolls the range's closed days up; warm = the median of the next ones.
// And what the index costs a send: the time to write a chat row, without and with it (batches of 20,000).
// Not part of `npm test`'s bench slice (seeding takes a minute or two). BENCH_DASHBOARD_EXPLAIN=1
// prints the plans of the warm 30-day queries. Skipped with a note when PostgreSQL is unreachable.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../../server/src/db/client.ts';
import { lastDays, midnight, dayOf } from '../../server/src/lib/calendar.ts';
import { DashboardRepository } from '../../server/src/modules/admin/dashboard/repository.ts';
import { readDashboard } from '../../server/src/modules/admin/dashboard/service.ts';
import { forEachDatabase } from './lib/databases.mjs';
import { median, rowRecorder, writeResults } from './lib/results.mjs';

const CHATS = Number(process.env.BENCH_DASHBOARD_CHATS ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_DASHBOARD_CUSTOMERS ?? 50_000);
const SAMPLES = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 5);
const ZONE = 'Europe/Paris';
const hex = (expression) => `lpad(to_hex(${expression}), 24, '0')`;
const MODELS = `(array['openai','openai','anthropic','anthropic','google','openai'])`;
const MODEL_NAMES = `(array['gpt-4o-mini','gpt-4o','claude-haiku','claude-sonnet','gemini-flash','o3-mini'])`;

const SEED = [
  `insert into customers (id, name, email, created_at)
     select ${hex('n')}, 'Customer ' || n, 'c' || n || '@example.com', now() - random() * interval '400 days'
     from generate_series(1, ${CUSTOMERS}) n`,
  // A skewed law: random()^3 puts most messages on the first customers, as real use does. Rows are
  // written in time order, as sends write them, so a range of days is a range of the table.
  `insert into chats (id, customer_id, input, output, provider, model, usage, total_tokens, status, created_at, billable)
     select 'a' || lpad(to_hex(n), 23, '0'), ${hex(`1 + floor(power(random(), 3) * ${CUSTOMERS})::int`)},
            '{"role":"user","content":"A question","files":[]}', '{"role":"assistant","content":"An answer","files":[]}',
            ${MODELS}[1 + n % 6], ${MODEL_NAMES}[1 + n % 6],
            jsonb_build_object('model', 'm', 'prompt_tokens', 100 + n % 400, 'completion_tokens', 200 + n % 300, 'total_tokens', 300 + n % 400 + n % 300),
            300 + n % 400 + n % 300, case when n % 200 = 0 then 'error' else 'done' end,
            now() - interval '60 days' * (1 - n::float8 / ${CHATS}), n % 50 <> 0
     from generate_series(1, ${CHATS}) n`,
  `insert into payments (id, customer_id, plan, duration, method, gateway, amount, currency, status, external_id, created_at, settled_at)
     select 'p' || lpad(to_hex(n), 23, '0'), ${hex(`1 + n % ${CUSTOMERS}`)}, case when n % 3 = 0 then 'starter' else 'plus' end, 'month',
            case when n % 4 = 0 then 'mobile-money' else 'card' end,
            (array['stripe','pawapay','sandbox'])[1 + n % 3], 799 + n % 3 * 700, case when n % 4 = 0 then 'XAF' else 'EUR' end,
            (array['succeeded','succeeded','succeeded','refunded','failed','pending'])[1 + n % 6], 'x' || n,
            now() - random() * interval '60 days', now() - random() * interval '60 days'
     from generate_series(1, ${Math.round(CUSTOMERS / 2)}) n`,
  `insert into subscriptions (id, customer_id, plan, duration, start_date, end_date, payment_id, canceled_at)
     select 's' || lpad(to_hex(n), 23, '0'), ${hex(`1 + n % ${CUSTOMERS}`)}, case when n % 3 = 0 then 'starter' else 'plus' end, 'month',
            now() - (n % 60) * interval '1 day', now() - (n % 60) * interval '1 day' + interval '30 days',
            'p' || lpad(to_hex(n), 23, '0'), case when n % 10 = 0 then now() else null end
     from generate_series(1, ${Math.round(CUSTOMERS / 2)}) n`,
  `vacuum analyze`,
];

const rows = [];
const record = rowRecorder(rows, 56);
let ran = false;
process.env.BENCH_DATABASES = 'postgres';
await forEachDatabase(async ({ env }) => {
  ran = true;
  const database = await openPostgres(env.DATABASE_URL);
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  const time = async (run) => {
    const start = performance.now();
    await run();
    return performance.now() - start;
  };
  const repository = new DashboardRepository(database.db);
  try {
    // The plain scan is measured first on the schema before 0019's index.
    await client.query('drop index chats_created_idx');
    const seeded = performance.now();
    for (const statement of SEED) await client.query(statement);
    console.log(`seeded ${CHATS} chats, ${CUSTOMERS} customers in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const now = new Date();
    const today = midnight(ZONE, dayOf(ZONE, now));
    const rangeDays = { today: 1, '7d': 7, '30d': 30 };
    /** The whole range counted from `chats`: the series, the models, the distinct senders. */
    const plainScan = async (range) => {
      const starts = range === 'today' ? [today] : lastDays(ZONE, now, rangeDays[range]).map((day) => day.start);
      await Promise.all([
        repository.liveCounts([...starts, now]),
        repository.liveModels(starts[0], now),
        repository.activeCustomers(ZONE, undefined, starts[0], now),
      ]);
    };
    /** 20,000 chats written in one statement (no round trips, no commit per row), then removed. */
    const insertBatch = async (prefix) => {
      const ms = await time(() =>
        client.query(
          `insert into chats (id, customer_id, input, provider, model, total_tokens, created_at)
             select '${prefix}' || lpad(n::text, 22, '0'), '${'1'.padStart(24, '0')}', '{"role":"user","content":"hi","files":[]}',
                    'openai', 'gpt-4o-mini', 10, now()
             from generate_series(1, 20000) n`,
        ),
      );
      await client.query(`delete from chats where id like '${prefix}%'`);
      return (ms * 1000) / 20_000;
    };
    const createIndex = `create index chats_created_idx on chats using btree (created_at) where chats.billable`;

    for (const range of ['today', '7d', '30d']) {
      await plainScan(range);
      record(`plain scan, no index: ${range} (warm median)`, median(await samples(() => plainScan(range))), 'ms');
    }
    await client.query(createIndex);
    await client.query('analyze chats');
    for (const range of ['today', '7d', '30d']) {
      await plainScan(range);
      record(`plain scan, created_at index: ${range} (warm median)`, median(await samples(() => plainScan(range))), 'ms');
    }
    for (const range of ['today', '7d', '30d']) {
      await client.query('truncate dashboard_days, dashboard_day_models, dashboard_last_seen');
      record(
        `dashboard as served: ${range}, cold (rolls the days up)`,
        await time(() => readDashboard(repository, range, ZONE)),
        'ms',
      );
      record(
        `dashboard as served: ${range}, warm (median)`,
        median(await samples(() => readDashboard(repository, range, ZONE))),
        'ms',
        {
          target: '≤ 100',
        },
      );
    }
    // What the index adds to a send: rows written without and with it, alternately, so the machine's load weighs on both alike.
    const without = [];
    const withIndex = [];
    for (let round = 0; round < 3; round += 1) {
      await client.query('drop index chats_created_idx');
      without.push(await insertBatch(`f${round}`));
      await client.query(createIndex);
      withIndex.push(await insertBatch(`g${round}`));
    }
    record('writing one chat row, without chats_created_idx (median)', median(without), 'µs');
    record('writing one chat row, with chats_created_idx (median)', median(withIndex), 'µs');
    const { rows: sizes } = await client.query(
      `select (select count(*) from dashboard_last_seen) as customers, (select count(*) from dashboard_day_models) as models`,
    );
    console.log(`rollup of 29 days: ${sizes[0].customers} customers last seen, ${sizes[0].models} model-days`);
    if (process.env.BENCH_DASHBOARD_EXPLAIN) {
      const days = lastDays(ZONE, now, 30);
      for (const statement of [
        sql`select (select count(*) from dashboard_last_seen where zone = ${ZONE} and last_day >= ${days[0].day}) + (select count(distinct c.customer_id) from chats c where billable and created_at >= ${today.toISOString()} and created_at < ${now.toISOString()} and not exists (select 1 from dashboard_last_seen s where s.zone = ${ZONE} and s.last_day >= ${days[0].day} and s.customer_id = c.customer_id))`,
        sql`select width_bucket(extract(epoch from created_at)::float8, array[${sql.raw(String(today.getTime() / 1000))}, ${sql.raw(String(now.getTime() / 1000))}]::float8[]), count(*), count(distinct customer_id) from chats where billable and created_at >= ${today.toISOString()} and created_at < ${now.toISOString()} group by 1`,
      ]) {
        const plan = await database.db.execute(sql`explain (analyze, buffers) ${statement}`);
        console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
  } finally {
    await client.end();
    await database.close();
  }

  async function samples(run) {
    const found = [];
    for (let index = 0; index < SAMPLES; index += 1) found.push(await time(run));
    return found;
  }
});
if (!ran) console.log('dashboard bench skipped: it needs PostgreSQL');
writeResults('48-dashboard', `Operator dashboard on PostgreSQL, ${CHATS} chats over 60 days`, rows);

import { sql, type SQL } from 'drizzle-orm';

/**
 * The text search configuration of each interface language; the migration's trigger
 * (0015_search.sql) maps a customer's locale the same way, english when none is set.
 */
const SEARCH_CONFIGS = ['english', 'spanish', 'italian', 'romanian', 'french'] as const;

/** Private-use characters around a matched word in ts_headline's answer; split out by the presenter. */
export const START_MARK = '\uE000';
export const STOP_MARK = '\uE001';

const HEADLINE_OPTIONS = `StartSel=${START_MARK}, StopSel=${STOP_MARK}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

interface PageBounds {
  /** `and (created_at, id) < (…)` after the previous page, or nothing for the first. */
  after: SQL;
  limit: number;
}

/**
 * The newest matching chats of one configuration: each row matches in its own configuration, the
 * query's words stemmed as that row's text was (a customer who changed language keeps older rows
 * searchable, none re-indexed). One query per configuration, each with one constant tsquery, so
 * the planner estimates it well and picks the GIN index (rare words) or walks
 * chats_search_recent_idx newest first (common words); a configuration the customer has no rows
 * in is an empty index range. Only the branches shown are searched (issue 21): a hit opens where it is.
 */
function newestOfConfig(customerId: string, query: string, config: string, { after, limit }: PageBounds): SQL {
  const regconfig = sql.raw(`'${config}'::regconfig`);
  return sql`(select c.id, c.conversation_id, c.created_at, c.input, c.output, c.search_config, c.search_vector
    from chats c
    where c.customer_id = ${customerId} and c.search_config = ${regconfig} and c.on_branch
      and c.search_vector @@ websearch_to_tsquery(${regconfig}, ${query}) ${after}
    order by c.created_at desc, c.id desc
    limit ${limit})`;
}

/** The page: the newest `limit` of every configuration's newest `limit`. */
export function matchingPage(customerId: string, query: string, bounds: PageBounds): SQL {
  const parts = SEARCH_CONFIGS.map((config) => newestOfConfig(customerId, query, config, bounds));
  return sql`select * from (${sql.join(parts, sql` union all `)}) m order by m.created_at desc, m.id desc limit ${bounds.limit}`;
}

/**
 * How much of a message ts_headline reads for the snippet (issue 37). Its cost follows the length
 * of the text: a page of twenty 49,000-character messages took 780 ms on PGlite, 140 ms with this
 * bound. A hit whose words first appear later is still found; its snippet shows the start, unmarked.
 */
const SNIPPET_SOURCE_CHARACTERS = 10_000;

/** The text of a message without our marks, so a message that contains them cannot fake a highlight. */
const clean = (column: SQL) =>
  sql`translate(left(coalesce(${column}, ''), ${sql.raw(String(SNIPPET_SOURCE_CHARACTERS))}), ${START_MARK + STOP_MARK}, '')`;

/**
 * Whether the words were found in the question (its lexemes weigh A in search_vector), else the
 * answer, and that message's snippet with the matched words between the marks. Computed for the
 * page's rows only (`p`, with `t.q` its tsquery).
 */
export function hitColumns() {
  const inQuestion = sql`ts_filter(p.search_vector, '{a}') @@ t.q`;
  return {
    inQuestion,
    snippet: sql`ts_headline(p.search_config,
      case when ${inQuestion} or p.output is null then ${clean(sql`p.input->>'content'`)} else ${clean(sql`p.output->>'content'`)} end,
      t.q, ${HEADLINE_OPTIONS})`,
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { SEARCH_TIMEOUT_MS } from './search-limits.ts';
import { hitColumns, matchingPage } from './search-sql.ts';

/** Where the previous page ended: the last hit's created_at in epoch microseconds, and its id. */
export interface SearchCursor {
  micros: string;
  id: string;
}

export interface SearchRow {
  id: string;
  conversation_id: string | null;
  conversation_name: string | null;
  created_at: string | Date;
  micros: string;
  in_question: boolean;
  snippet: string;
}

/** Full-text search over a customer's chats (issue 20); SQL only here. */
export class SearchRepository {
  private readonly db: Db;
  /** On PostgreSQL, how long a search may run before it is cancelled; undefined on PGlite, which cannot cancel one. */
  private readonly timeoutMs: number | undefined;

  constructor(db: Db, kind: Database['kind'] = 'pglite', timeoutMs = SEARCH_TIMEOUT_MS) {
    this.db = db;
    this.timeoutMs = kind === 'postgres' ? timeoutMs : undefined;
  }

  /**
   * Up to `limit` matching chats of the customer, newest first, after `cursor`. The matching rows
   * are found first (index only, no snippet); ts_headline runs on the page alone.
   */
  async search(customerId: string, query: string, cursor: SearchCursor | undefined, limit: number): Promise<SearchRow[]> {
    const statement = this.statement(customerId, query, cursor, limit);
    if (this.timeoutMs === undefined) return rowsOf<SearchRow>(await this.db.execute(statement));
    return this.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(this.timeoutMs!)}`));
      return rowsOf<SearchRow>(await tx.execute(statement));
    });
  }

  /** The statement `search` runs (the benchmark explains it). */
  statement(customerId: string, query: string, cursor: SearchCursor | undefined, limit: number): SQL {
    const after = cursor
      ? sql`and (c.created_at, c.id) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id})`
      : sql``;
    const { inQuestion, snippet } = hitColumns();
    return sql`
      with p as materialized (${matchingPage(customerId, query, { after, limit })})
      select p.id, p.conversation_id, v.name as conversation_name, p.created_at,
        ((extract(epoch from p.created_at) * 1000000)::bigint)::text as micros,
        ${inQuestion} as in_question, ${snippet} as snippet
      from p
        cross join lateral (select websearch_to_tsquery(p.search_config, ${query}) as q) t
        left join conversations v on v.id = p.conversation_id
      order by p.created_at desc, p.id desc`;
  }
}

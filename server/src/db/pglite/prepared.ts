/**
 * The worker's way to run a statement in PGlite: as a named prepared statement, in one call into
 * its WASM. PGlite's own `query()` parses and plans the text every time and enters the WASM six
 * times (parse, describe, bind, describe, execute, sync). Measured on PGlite 0.5 with
 * --liftoff-only: a primary-key read 0.62–0.68 ms with `query()`, 0.15–0.20 ms prepared; a send's
 * history read (100 exchanges) 2.6–3.1 → 1.8–2.1 ms. Results are parsed by PGlite's own
 * `parseResults` with its parsers, so callers get what `query()` gives them.
 */
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared at most: beyond it the least recently used is closed (search texts vary). */
const MAX_PREPARED = 200;

interface Prepared {
  name: string;
  /** The parameters' type ids, which pick PGlite's serializer for each value (as `query()` does). */
  paramTypes: number[];
}

export class PreparedStatements {
  private readonly db: PGlite;
  /** By SQL text; a Map keeps insertion order, so re-inserting on use makes its first key the least recently used. */
  private readonly statements = new Map<string, Prepared>();
  /** Names to close with the next call (evicted from the cache). */
  private closing: string[] = [];
  private nextName = 0;

  constructor(db: PGlite) {
    this.db = db;
  }

  async query(sql: string, params: unknown[], rowMode: 'array' | 'object'): Promise<Results> {
    try {
      return await this.run(sql, params, rowMode);
    } catch (error) {
      // A plan cached before the table changed shape: prepared again once, as `query()` would plan it.
      if (!(error instanceof Error) || !error.message.includes('cached plan must not change result type')) throw error;
      this.forget(sql);
      return this.run(sql, params, rowMode);
    }
  }

  private forget(sql: string): void {
    const prepared = this.statements.get(sql);
    if (!prepared) return;
    this.statements.delete(sql);
    this.closing.push(prepared.name);
  }

  private async run(sql: string, params: unknown[], rowMode: 'array' | 'object'): Promise<Results> {
    const prepared = this.statements.get(sql) ?? (await this.prepare(sql));
    this.statements.delete(sql);
    this.statements.set(sql, prepared);
    const values = params.map((value, index) => this.serializeValue(value, prepared.paramTypes[index]));
    const message = concat([
      ...this.closing.map((name) => serialize.close({ type: 'S', name })),
      serialize.bind({ statement: prepared.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    this.closing = [];
    const { messages } = await this.db.execProtocol(message);
    return parse.parseResults(messages, this.db.parsers, { rowMode })[0] ?? { rows: [], fields: [] };
  }

  /** Parses the text once under a name of its own and learns its parameters' types. */
  private async prepare(sql: string): Promise<Prepared> {
    const name = `s${this.nextName++}`;
    const { messages } = await this.db.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (this.statements.size >= MAX_PREPARED) this.forget(this.statements.keys().next().value!);
    return prepared;
  }

  private serializeValue(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.db.serializers[type];
    if (serializer) return serializer(value);
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
    return JSON.stringify(value);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

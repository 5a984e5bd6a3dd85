import type { SearchHit, SearchResponse, SnippetPart } from '@chat/protocol';
import type { SearchCursor, SearchRow } from './repository.ts';
import { START_MARK, STOP_MARK } from './search-sql.ts';

/** ts_headline's text split at its marks: the marked parts are the matched words. */
function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(START_MARK).entries()) {
    const [marked, rest] = index === 0 ? [undefined, piece] : splitOnce(piece, STOP_MARK);
    if (marked) parts.push({ text: marked, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length).replaceAll(STOP_MARK, '')];
}

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

function presentHit(row: SearchRow): SearchHit {
  return {
    chat: row.id,
    ...(row.conversation_id ? { conversation: { _id: row.conversation_id, name: row.conversation_name ?? '' } } : {}),
    role: row.in_question ? 'user' : 'assistant',
    createdAt: iso(row.created_at),
    snippet: snippetParts(row.snippet),
  };
}

const encodeCursor = (row: SearchRow) => `${row.micros}.${row.id}`;

export function decodeCursor(cursor: string | undefined): SearchCursor | undefined {
  if (!cursor) return undefined;
  const [micros, id] = cursor.split('.');
  return { micros: micros!, id: id! };
}

/** A full page may have more after it; a short one is the last. */
export function presentPage(rows: SearchRow[], limit: number): SearchResponse {
  return { hits: rows.map(presentHit), next: rows.length === limit ? encodeCursor(rows.at(-1)!) : null };
}

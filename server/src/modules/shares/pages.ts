import type { SharedExchange } from '../../db/schema.ts';

/**
 * Where a snapshot's pages end (issue 37). A page is what one public read returns: one row, cheap to
 * read and to send whatever the snapshot's size, and about a screenful or a few for the reader, who
 * gets the next one as they scroll. 50 exchanges bound a page of short messages, 100,000 characters
 * (~100-400 KB) one of long ones.
 */
export const PAGE_MAX_EXCHANGES = 50;
export const PAGE_MAX_CHARACTERS = 100_000;

/**
 * Characters of an exchange's question and answer, for where a page ends: UTF-16 units, near enough
 * for a page's size (the link's own size is the database's count, ShareRepository.snapshotCharacters).
 */
const exchangeCharacters = (exchange: SharedExchange) => exchange.input.content.length + (exchange.output?.content.length ?? 0);

/** Messages of the exchanges: each is its question, and its answer when it has one. */
const messageCount = (exchanges: SharedExchange[]) => exchanges.reduce((sum, exchange) => sum + (exchange.output ? 2 : 1), 0);

export interface CutSnapshot {
  /** At least one page: an empty snapshot is one empty page. */
  pages: SharedExchange[][];
  messageCount: number;
}

/**
 * Consecutive exchanges, a new page before the exchange that would take the page past 50 exchanges
 * or 100,000 characters: an exchange longer than that on its own is a page by itself.
 */
export function cutPages(exchanges: SharedExchange[]): CutSnapshot {
  const pages: SharedExchange[][] = [[]];
  let pageCharacters = 0;
  for (const exchange of exchanges) {
    const size = exchangeCharacters(exchange);
    const page = pages.at(-1)!;
    if (page.length > 0 && (page.length >= PAGE_MAX_EXCHANGES || pageCharacters + size > PAGE_MAX_CHARACTERS)) {
      pages.push([exchange]);
      pageCharacters = size;
    } else {
      page.push(exchange);
      pageCharacters += size;
    }
  }
  return { pages, messageCount: messageCount(exchanges) };
}

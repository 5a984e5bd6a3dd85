import type { ExportedConversation, Locale } from '@chat/protocol';
import {
  conversationJsonParts,
  markdownHeader,
  markdownMessage,
  messageJson,
  messagesOf,
  namedSubject,
  type ExportSubject,
  type ModelNames,
} from './documents.ts';
import type { Cursor, ExportChatRow, ExportRepository } from './repository.ts';
import { EXPORT_TEXTS, type ExportTexts } from './texts.ts';

/** Exchanges read per query: a page of a few hundred keeps memory small whatever the history's size. */
export const EXCHANGES_PER_PAGE = 500;
const CONVERSATIONS_PER_PAGE = 100;

/** What one export reads from and writes with. */
export interface ExportContext {
  repository: ExportRepository;
  customerId: string;
  texts: ExportTexts;
  modelName: ModelNames;
  exportedAt: Date;
}

export const exportContext = (
  repository: ExportRepository,
  customerId: string,
  locale: Locale,
  modelName: ModelNames,
): ExportContext => ({ repository, customerId, texts: EXPORT_TEXTS[locale], modelName, exportedAt: new Date() });

/** The rows `read` gives, a keyset page of `limit` at a time after the last row's cursor, until a page is short. */
async function* keysetPages<Row extends { cursor: Cursor }>(
  read: (after: Cursor | undefined, limit: number) => Promise<Row[]>,
  limit: number,
): AsyncGenerator<Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const page = await read(after, limit);
    if (page.length) yield page;
    if (page.length < limit) return;
    after = page.at(-1)!.cursor;
  }
}

/** A conversation's exchanges (null: the general chat), oldest first, a page at a time. */
const exchangePages = (
  { repository, customerId }: ExportContext,
  conversationId: string | null,
): AsyncGenerator<ExportChatRow[]> =>
  keysetPages((after, limit) => repository.chatsPage(customerId, conversationId, after, limit), EXCHANGES_PER_PAGE);

/** Every conversation of the customer: the general chat first when it holds anything, then the named ones, oldest first. */
export async function* allSubjects(context: ExportContext): AsyncGenerator<ExportSubject> {
  const span = await context.repository.generalChatSpan(context.customerId);
  if (span) yield { conversationId: null, name: context.texts.general, createdAt: span.first, updatedAt: span.last };
  const { repository, customerId } = context;
  const pages = keysetPages((after, limit) => repository.conversationsPage(customerId, after, limit), CONVERSATIONS_PER_PAGE);
  for await (const page of pages) for (const row of page) yield namedSubject(row);
}

/**
 * One conversation in both forms at once, a page of exchanges at a time: `markdown` is the next
 * piece of its Markdown file, `json` the next piece of its entry in our JSON document.
 */
export async function* renderConversation(
  context: ExportContext,
  subject: ExportSubject,
): AsyncGenerator<{ markdown: string; json: string }> {
  const { texts } = context;
  const json = conversationJsonParts(subject);
  yield { markdown: markdownHeader(subject, texts, context.exportedAt), json: json.head };
  // The branch shown is the Markdown and the JSON's messages; with other versions (issue 21) the
  // JSON names each exchange and lists the others after it: the whole tree.
  const tree = await context.repository.hasOtherVersions(context.customerId, subject.conversationId);
  const otherVersions: OtherVersion[] = [];
  let first = true;
  for await (const page of exchangePages(context, subject.conversationId)) {
    let markdown = '';
    const parts: string[] = [];
    for (const row of page) {
      if (!row.onBranch) {
        otherVersions.push({ exchange: row.id, parent: row.parentId, current: row.currentVersion, messages: messagesOf(row) });
        continue;
      }
      const model = context.modelName(row.provider, row.model);
      for (const message of messagesOf(row)) {
        markdown += markdownMessage(message, message.role === 'user' ? texts.you : model, texts);
        parts.push(messageJson(tree ? { ...message, exchange: row.id } : message));
      }
    }
    if (!parts.length) continue;
    yield { markdown, json: (first ? '' : ',') + parts.join(',') };
    first = false;
  }
  yield { markdown: '', json: tree ? `],"otherVersions":${JSON.stringify(otherVersions)}}` : json.tail };
}

type OtherVersion = NonNullable<ExportedConversation['otherVersions']>[number];

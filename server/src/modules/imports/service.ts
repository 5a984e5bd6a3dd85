import type { Conversation, ImportResponse, ImportSkip } from '@chat/protocol';
import { newId } from '../../lib/ids.ts';
import { presentConversation } from '../conversations/presenter.ts';
import { conversationName, toExchanges, type ReadConversation } from './exchanges.ts';
import { IMPORTED_PROVIDER } from './imported.ts';
import { readImportFile, skippedAs, type ImportLimits } from './read-file.ts';
import { asOneBranch, type ImportRepository, type NewChat, type NewConversation } from './repository.ts';

/** How many of the created conversations the answer lists. */
const LISTED = 100;

/** Import (issue 20): a file → conversations and chats of one customer, all in one transaction. */
export class ImportService {
  private readonly repository: ImportRepository;
  private readonly limits: ImportLimits;

  constructor(repository: ImportRepository, limits: ImportLimits) {
    this.repository = repository;
    this.limits = limits;
  }

  async import(customerId: string, bytes: Buffer, now = new Date()): Promise<ImportResponse> {
    const file = readImportFile(bytes, this.limits, now);
    const rows = { conversations: [] as NewConversation[], chats: [] as NewChat[] };
    const skipped: ImportSkip[] = [...file.skipped];
    let general = false;
    for (const conversation of file.conversations) {
      const planned = plan(customerId, conversation, now);
      if (!planned) {
        skipped.push(skippedAs(conversation.title, 'empty'));
        continue;
      }
      if (planned.conversation) rows.conversations.push(planned.conversation);
      else general = true;
      rows.chats.push(...planned.chats);
    }
    await this.repository.insertAll(rows, general ? { customerId } : undefined);
    const listed: Conversation[] = [...rows.conversations]
      .sort((a, b) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime())
      .slice(0, LISTED)
      .map(presentConversation);
    return {
      imported: rows.conversations.length + (general ? 1 : 0),
      messages: rows.chats.reduce((sum, chat) => sum + (chat.input.content ? 1 : 0) + (chat.output?.content ? 1 : 0), 0),
      skipped,
      conversations: listed,
    };
  }
}

/**
 * One read conversation → its rows, dated as in the file: created when it was (else at its first
 * exchange), last active at its last exchange or its file's update time, whichever is later;
 * its name kept (titled, so no model renames it). Undefined when no exchange has any text left.
 */
function plan(customerId: string, read: ReadConversation, now: Date) {
  const exchanges = toExchanges(read.messages, read.createdAt ?? now).filter((exchange) => exchange.input || exchange.output);
  if (exchanges.length === 0) return undefined;
  const first = exchanges[0]!.at;
  const last = exchanges.at(-1)!.at;
  const createdAt = read.createdAt && read.createdAt < first ? read.createdAt : first;
  const lastActivityAt = read.updatedAt && read.updatedAt > last ? read.updatedAt : last;
  const conversation: NewConversation | undefined = read.general
    ? undefined
    : {
        id: newId(createdAt.getTime()),
        customerId,
        name: conversationName(read.title, exchanges),
        titledAt: now,
        createdAt,
        updatedAt: lastActivityAt,
        lastActivityAt,
      };
  const chats: NewChat[] = asOneBranch(
    exchanges.map((exchange) => ({
      id: newId(exchange.at.getTime()),
      customerId,
      conversationId: conversation?.id ?? null,
      input: { role: 'user', content: exchange.input, files: [] },
      output: { role: 'assistant', content: exchange.output, files: [] },
      provider: IMPORTED_PROVIDER,
      model: exchange.model,
      createdAt: exchange.at,
    })),
  );
  return { conversation, chats };
}

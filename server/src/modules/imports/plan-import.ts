import { CONVERSATION_MAX_CHARACTERS, type ImportSkip } from '@chat/protocol';
import { newId } from '../../lib/ids.ts';
import { conversationName, toExchanges, type ReadConversation } from './exchanges.ts';
import { IMPORTED_PROVIDER } from './imported.ts';
import { readImportFile, skippedAs, type ImportLimits } from './read-file.ts';
import { asOneBranch, type NewChat, type NewConversation } from './repository.ts';

/**
 * What a statement writing an import's chats holds at most: rows, and characters of their JSON.
 * Bounded by size too, so a statement of long messages stays short on the embedded database (its
 * search vector is computed in the statement) and other customers' statements run between them.
 */
const BATCH_ROWS = 2000;
const BATCH_CHARACTERS = 500_000;

/** An import ready to write: its rows, the chats as JSON batches, and what the answer says. */
export interface PlannedImport {
  conversations: NewConversation[];
  /** Each a JSON array of NewChat, at most BATCH_ROWS rows and about BATCH_CHARACTERS long. */
  chatBatches: string[];
  /** Every chat's id, so a write that fails half-way can take back what it wrote. */
  chatIds: string[];
  /** Chats written once each batch is: the progress the customer sees. */
  batchEnds: number[];
  /** Exchanges were added to the general chat, whose branch is linked again afterwards. */
  general: boolean;
  messages: number;
  skipped: ImportSkip[];
}

/** An uploaded file → the rows of one customer's import (runs in the import's worker thread). */
export function planImport(customerId: string, bytes: Buffer, limits: ImportLimits, now: Date): PlannedImport {
  const file = readImportFile(bytes, limits, now);
  const planned = new Planner(file.skipped);
  for (const conversation of file.conversations) {
    const rows = plan(customerId, conversation, now);
    if (!rows) planned.skipped.push(skippedAs(conversation.title, 'empty'));
    // Brought in, it would take no question (issue 37): said, rather than a conversation that cannot go on.
    else if (rows.conversation && charactersOf(rows.chats) > CONVERSATION_MAX_CHARACTERS)
      planned.skipped.push(skippedAs(conversation.title, 'too-long'));
    else planned.add(rows.conversation, rows.chats);
  }
  return planned.done();
}

/** Rows already made (a shared conversation's copy) as an import writes them. */
export function plannedRows(conversation: NewConversation, chats: NewChat[]): PlannedImport {
  return new Planner([]).add(conversation, chats).done();
}

/**
 * The size a conversation keeps of its exchanges (conversations.characters). In UTF-16 units, which
 * the database's count of code points never exceeds: a limit checked here holds there.
 */
const charactersOf = (chats: NewChat[]) =>
  chats.reduce((sum, chat) => sum + chat.input.content.length + (chat.output?.content.length ?? 0), 0);

/** Collects an import's rows, its chats as JSON arrays of bounded length (serialised once, here). */
class Planner {
  private readonly planned: PlannedImport;
  private rows: string[] = [];
  private characters = 0;

  constructor(skipped: ImportSkip[]) {
    this.planned = {
      conversations: [],
      chatBatches: [],
      chatIds: [],
      batchEnds: [],
      general: false,
      messages: 0,
      skipped: [...skipped],
    };
  }

  get skipped(): ImportSkip[] {
    return this.planned.skipped;
  }

  /** A conversation's rows; no conversation: they go to the general chat. */
  add(conversation: NewConversation | undefined, chats: NewChat[]): this {
    if (conversation) this.planned.conversations.push({ ...conversation, characters: charactersOf(chats) });
    else this.planned.general = true;
    for (const chat of chats) {
      const row = JSON.stringify(chat);
      if (this.rows.length >= BATCH_ROWS || (this.rows.length > 0 && this.characters + row.length > BATCH_CHARACTERS))
        this.flush();
      this.rows.push(row);
      this.characters += row.length;
      this.planned.chatIds.push(chat.id);
      this.planned.messages += (chat.input.content ? 1 : 0) + (chat.output?.content ? 1 : 0);
    }
    return this;
  }

  done(): PlannedImport {
    this.flush();
    return this.planned;
  }

  private flush(): void {
    if (this.rows.length === 0) return;
    this.planned.chatBatches.push(`[${this.rows.join(',')}]`);
    this.planned.batchEnds.push((this.planned.batchEnds.at(-1) ?? 0) + this.rows.length);
    this.rows = [];
    this.characters = 0;
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
  const chats = asOneBranch(
    exchanges.map((exchange) => ({
      id: newId(exchange.at.getTime()),
      customerId,
      conversationId: conversation?.id ?? null,
      input: { role: 'user' as const, content: exchange.input, files: [] },
      output: { role: 'assistant' as const, content: exchange.output, files: [] },
      provider: IMPORTED_PROVIDER,
      model: exchange.model,
      createdAt: exchange.at,
    })),
  );
  return { conversation, chats };
}

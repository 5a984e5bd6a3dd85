import { CONVERSATION_MAX_CHARACTERS, type ImportSkipReason } from '@chat/protocol';
import { newId } from '../../lib/ids.ts';
import { conversationName, toExchanges, type ReadConversation } from './exchanges.ts';
import { IMPORTED_PROVIDER } from './imported.ts';
import type { NewChat, NewConversation } from './repository.ts';

/**
 * What a statement writing an import's chats holds at most: rows, and characters of their JSON.
 * Bounded by size too, so a statement of long messages stays short on the embedded database (its
 * search vector is computed in the statement) and other customers' statements run between them.
 */
const BATCH_ROWS = 2000;
const BATCH_CHARACTERS = 500_000;

/**
 * One part of an import, written as one: the conversations it starts (written before their
 * chats), then one batch of chats. An import is the parts of its file in order (issue 37).
 */
export interface PlannedPart {
  conversations: NewConversation[];
  /** A JSON array of NewChat, at most BATCH_ROWS rows and about BATCH_CHARACTERS long ('' when none). */
  chats: string;
  /**
   * The batch's chats of the general chat: what a failure takes back by id (a conversation takes
   * its own chats with it), and why its branch is linked again once all is written.
   */
  generalChatIds: string[];
}

/** Exchanges of one conversation in order → one branch (issue 21): each follows the one before it. */
export function asOneBranch(exchanges: NewChat[]): NewChat[] {
  return exchanges.map((chat, index) => ({ ...chat, parentId: exchanges[index - 1]?.id ?? null }));
}

type Rows = { conversation: NewConversation | undefined; chats: NewChat[] };

/**
 * A read conversation → its rows, or why it is left out: nothing to show, or, brought in, more
 * than a conversation holds (issue 37: it would take no question; said, rather than a conversation
 * that cannot go on).
 */
export function planConversation(customerId: string, read: ReadConversation, now: Date): Rows | ImportSkipReason {
  const rows = plan(customerId, read, now);
  if (!rows) return 'empty';
  if (rows.conversation && charactersOf(rows.chats) > CONVERSATION_MAX_CHARACTERS) return 'too-long';
  return rows;
}

/** Rows already made (a shared conversation's copy) as an import writes them. */
export function plannedRows(conversation: NewConversation, chats: NewChat[]): PlannedPart[] {
  return new PartPlanner().add(conversation, chats).finish();
}

/**
 * The size a conversation keeps of its exchanges (conversations.characters). In UTF-16 units, which
 * the database's count of code points never exceeds: a limit checked here holds there.
 */
const charactersOf = (chats: NewChat[]) =>
  chats.reduce((sum, chat) => sum + chat.input.content.length + (chat.output?.content.length ?? 0), 0);

const emptyPart = (): PlannedPart => ({ conversations: [], chats: '', generalChatIds: [] });

/** Cuts rows into parts as they come, each chat serialised once, here; a full part waits to be taken. */
export class PartPlanner {
  private part = emptyPart();
  private rows: string[] = [];
  private characters = 0;
  private ready: PlannedPart[] = [];

  /** A conversation's rows; no conversation: they go to the general chat. */
  add(conversation: NewConversation | undefined, chats: NewChat[]): this {
    if (conversation) this.part.conversations.push({ ...conversation, characters: charactersOf(chats) });
    for (const chat of chats) {
      const row = JSON.stringify(chat);
      if (this.rows.length >= BATCH_ROWS || (this.rows.length > 0 && this.characters + row.length > BATCH_CHARACTERS)) this.cut();
      this.rows.push(row);
      this.characters += row.length;
      if (!conversation) this.part.generalChatIds.push(chat.id);
    }
    return this;
  }

  /** The parts filled since the last call. */
  take(): PlannedPart[] {
    const ready = this.ready;
    this.ready = [];
    return ready;
  }

  /** The parts left, the last one however full. */
  finish(): PlannedPart[] {
    if (this.rows.length > 0 || this.part.conversations.length > 0) this.cut();
    return this.take();
  }

  private cut(): void {
    this.ready.push({ ...this.part, chats: this.rows.length > 0 ? `[${this.rows.join(',')}]` : '' });
    this.part = emptyPart();
    this.rows = [];
    this.characters = 0;
  }
}

/**
 * One read conversation → its rows, dated as in the file: created when it was (else at its first
 * exchange), last active at its last exchange or its file's update time, whichever is later;
 * its name kept (titled, so no model renames it). Undefined when no exchange has any text left.
 */
function plan(customerId: string, read: ReadConversation, now: Date): Rows | undefined {
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
        importSource: read.source,
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

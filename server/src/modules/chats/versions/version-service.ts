import type { DomainEventBus } from '../../../lib/domain-events.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { ChatRow, TurnInput } from '../repository.ts';
import { branchThrough } from './branch-path.ts';
import type { VersionRepository } from './version-repository.ts';

/** The exchange asked for is gone: deleted with its conversation or the general chat, perhaps in another tab. */
const gone = () => notFound('This message no longer exists. It may have been deleted in another tab.');

/** Any change of branch waits until the scope's answer has ended (it is written on its branch). */
const stillStreaming = () =>
  new AppError(409, 'conflict', 'An answer is still being written here. Wait for it to finish or stop it, then try again.');

export interface NewVersion {
  /** The chat as stored: the new version, or the earlier one when the send was a repeat. */
  row: ChatRow;
  created: boolean;
  /** The exchange it is a version of (its answer is continued when asked). */
  of: ChatRow;
}

/**
 * Answer versions and branches (issue 21): regenerate, edit and continue add a version of an
 * exchange in its place; another version can be shown, with the branch that followed it. Every
 * change happens with the customer's row locked, and never while an answer of the scope streams.
 */
export class VersionService {
  private readonly repository: VersionRepository;
  private readonly events: DomainEventBus;

  constructor(repository: VersionRepository, events: DomainEventBus) {
    this.repository = repository;
    this.events = events;
  }

  /**
   * The versions of the exchange a new version replaces, checked before anything is stored: its
   * files may be sent again. Throws when the exchange is gone or belongs to another scope.
   */
  async versionsToReplace(customerId: string, versionOf: string, conversationId: string | null): Promise<string[]> {
    const of = await this.repository.find(this.repository.db, customerId, versionOf);
    if (!of || of.conversationId !== conversationId) throw gone();
    return this.repository.versionIds(of);
  }

  /** Shows `chatId` in place of its other versions, with the branch below it as last left. */
  async show(customerId: string, chatId: string): Promise<void> {
    const chosen = await this.repository.exclusive(customerId, async (tx) => {
      const chat = await this.repository.find(tx, customerId, chatId);
      if (!chat) throw gone();
      if (await this.repository.streaming(tx, customerId, chat.conversationId)) throw stillStreaming();
      const change = branchThrough(await this.repository.tree(tx, customerId, chat.conversationId), chat.id);
      if (change) await this.repository.apply(tx, change);
      return chat;
    });
    this.announce(chosen);
  }

  /**
   * Stores `row` as a new version of the exchange `versionOf` of the same scope, shown from now on.
   * A repeated send (its id stored already) answers the stored chat.
   */
  async add(row: TurnInput, versionOf: string, continuing: boolean): Promise<NewVersion> {
    const { customerId, conversationId } = row;
    const added = await this.repository.exclusive(customerId, async (tx) => {
      const of = await this.repository.find(tx, customerId, versionOf);
      if (!of || of.conversationId !== conversationId) throw gone();
      const repeat = await this.repository.find(tx, customerId, row.id);
      if (repeat) return { row: repeat, created: false, of };
      if (continuing) assertContinuable(of);
      if (await this.repository.streaming(tx, customerId, conversationId)) throw stillStreaming();
      const inserted = await this.repository.insertVersion(tx, row, of.parentId);
      if (!inserted) throw new AppError(409, 'conflict', 'This message id is already taken. Send it with a new id.');
      const change = branchThrough(await this.repository.tree(tx, customerId, conversationId), inserted.id);
      if (change) await this.repository.apply(tx, change);
      return { row: { ...inserted, currentVersion: true, onBranch: true }, created: true, of };
    });
    if (added.created) this.announce(added.row);
    return added;
  }

  /** Every tab of the customer loads the scope's branch again (`conversation:branch`). */
  private announce(chat: ChatRow): void {
    this.events.publish('chat.branch', chat.customerId, { conversation: chat.conversationId, _id: chat.id });
  }
}

/** Only an answer that did not end by itself has more to give: stopped, interrupted or failed with some text. */
function assertContinuable(chat: ChatRow): void {
  const text = chat.output?.content ?? '';
  if ((chat.status !== 'stopped' && chat.status !== 'error') || !text)
    throw new AppError(409, 'conflict', 'Only an answer that was stopped or interrupted can be continued.');
}

import type { ChatsRequest, ChatsRequestCode, Model, QuotaLimit } from '@chat/protocol';
import { presentModel, type AiRegistry } from '../../../ai/registry.ts';
import type { DomainEventBus } from '../../../lib/domain-events.ts';
import { presentChat, quotaWindowStart } from '../presenter.ts';
import type { ChatRepository, ChatRow, Usage } from '../repository.ts';

/** How a turn ended, for callers outside the socket (the WhatsApp channel): the stored answer or a request code. */
export type TurnOutcome = { kind: 'answer'; chat: ChatRow } | { kind: 'request'; code: ChatsRequestCode; chat: ChatRow | null };

/**
 * Told of a quota notice (suggest-payment, the answer still follows) and once when the turn ends;
 * the events published are the same with or without one.
 */
export type TurnObserver = (outcome: TurnOutcome) => void | Promise<void>;

export interface AnnouncementDeps {
  chats: ChatRepository;
  events: DomainEventBus;
  registry: AiRegistry;
}

/**
 * What the customer is told about a chat beyond its streamed text (§4): a stored answer
 * (`chat.answered`) and the requests of the turn (`chat.request` codes), each with the chat as
 * presented, its usage included. Shared by the send pipeline and the interrupted-answers job.
 */
export class TurnAnnouncements {
  private readonly deps: AnnouncementDeps;

  constructor(deps: AnnouncementDeps) {
    this.deps = deps;
  }

  /** A stored chat delivered (again): a finished answer as answered, a failed one as failed; a pending one not yet. */
  async stored(row: ChatRow, observer?: TurnObserver): Promise<void> {
    if (row.status === 'pending') return;
    if (row.status === 'error') return this.failed(row, observer);
    this.deps.events.publish('chat.answered', row.customerId, await this.present(row));
    await observer?.({ kind: 'answer', chat: row });
  }

  /** This answer failed (§4 `chats:request` error), with the model it was asked of. */
  failed(row: ChatRow, observer?: TurnObserver): Promise<void> {
    return this.request(row.customerId, 'error', row, this.deps.registry.find(row.provider, row.model) ?? null, observer);
  }

  /** A message refused by the plan (§4 no-subscription), saying which daily limit was reached; it was not stored. */
  refused(customerId: string, limit: QuotaLimit, model: Model, observer?: TurnObserver): Promise<void> {
    return this.publish(
      customerId,
      { code: 'no-subscription', limit, lastChat: null, model: presentModel(model) },
      null,
      observer,
    );
  }

  /** `usage`: the customer's usage when the caller has it already (the final update returns it). */
  async request(
    customerId: string,
    code: ChatsRequestCode,
    chat: ChatRow | null,
    model: Model | null,
    observer?: TurnObserver,
    usage?: Usage,
  ): Promise<void> {
    const lastChat = chat ? await this.present(chat, usage) : null;
    await this.publish(customerId, { code, lastChat, model: model ? presentModel(model) : null }, chat, observer);
  }

  /** Every tab of the customer hears the request (§4 `chats:request`); the turn's observer too. */
  private async publish(
    customerId: string,
    request: ChatsRequest & { code: ChatsRequestCode },
    chat: ChatRow | null,
    observer?: TurnObserver,
  ): Promise<void> {
    this.deps.events.publish('chat.request', customerId, request);
    await observer?.({ kind: 'request', code: request.code, chat });
  }

  /** The chat as the client gets it, with the customer's usage in the quota window (§4). */
  private async present(row: ChatRow, usage?: Usage) {
    return presentChat(row, usage ?? (await this.deps.chats.usageSince(row.customerId, quotaWindowStart())));
  }
}

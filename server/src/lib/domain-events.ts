import type { BranchChange, Chat, ChatsRequest, Conversation, ConversationDelta, ImportWriting, OwnReport } from '@chat/protocol';

/**
 * What happened to a customer's chats and conversations, by name. Services publish these; they do
 * not know who listens (the realtime adapter turns them into socket events, realtime/domain-events.ts).
 * Payloads are the presented objects the customer sees (§4), so forwarding them copies nothing.
 */
export interface DomainEvents {
  /** More text of an answer while it streams (hot: one per delta batch, up to every 25 ms per answer). */
  'chat.delta': ConversationDelta;
  /** An answer was stored, or a repeated send delivers the stored one again. */
  'chat.answered': Chat;
  /**
   * The turn asks something of the customer (§4 codes): the plan refused or nears its limit, the
   * answer failed or an image is being drawn; code-less after a free-tier answer.
   */
  'chat.request': ChatsRequest;
  /** Another version of an exchange is shown (issue 21): every tab loads that branch again. */
  'chat.branch': BranchChange;
  'conversation.created': Conversation;
  /** By the customer or by the generated title after the first exchange. */
  'conversation.renamed': Conversation;
  /** A message was written in it: it moves to the top of every sidebar. */
  'conversation.active': Conversation;
  'conversation.deleted': { _id: string };
  /** An operator resolved or dismissed one of the customer's content reports (issue 22). */
  'report.reviewed': OwnReport;
  /** A batch of the customer's import was written (issue 37). */
  'import.progress': ImportWriting;
}

export type DomainEventName = keyof DomainEvents;

/** `customerId`: whose chats or conversations the event is about. */
export type DomainEventListener<E extends DomainEventName> = (customerId: string, payload: DomainEvents[E]) => void;

type Listeners = { [E in DomainEventName]?: DomainEventListener<E>[] };

/**
 * In-process and synchronous: every listener has run when publish() returns, so events reach the
 * customer in the order they were published. publish() allocates nothing (the delta path is hot).
 */
export class DomainEventBus {
  private readonly listeners: Listeners = {};

  subscribe<E extends DomainEventName>(event: E, listener: DomainEventListener<E>): void {
    const listeners: DomainEventListener<E>[] = (this.listeners[event] ??= []);
    listeners.push(listener);
  }

  publish<E extends DomainEventName>(event: E, customerId: string, payload: DomainEvents[E]): void {
    const listeners: DomainEventListener<E>[] | undefined = this.listeners[event];
    if (!listeners) return;
    for (const listener of listeners) listener(customerId, payload);
  }
}

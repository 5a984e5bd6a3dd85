import type { DomainEventBus } from '../../lib/domain-events.ts';
import { newId } from '../../lib/ids.ts';
import { notFound } from '../../lib/errors.ts';
import { presentConversation } from './presenter.ts';
import type { ConversationRepository } from './repository.ts';

const missing = () => notFound('Conversation not found.');

/** Conversations of one customer; another customer's id answers 404, never 403 (no existence leak). */
export class ConversationService {
  private readonly repository: ConversationRepository;
  private readonly events: DomainEventBus;

  constructor(repository: ConversationRepository, events: DomainEventBus) {
    this.repository = repository;
    this.events = events;
  }

  async list(customerId: string, skip: number, limit: number, search?: string) {
    const { rows, count } = await this.repository.list(customerId, skip, limit, search || undefined);
    return { conversations: rows.map(presentConversation), skip, limit, count };
  }

  async get(customerId: string, id: string) {
    const row = await this.repository.find(customerId, id);
    if (!row) throw missing();
    return presentConversation(row);
  }

  async create(customerId: string, name: string) {
    const row = await this.repository.create({ id: newId(), customerId, name });
    const conversation = presentConversation(row);
    this.events.publish('conversation.created', customerId, conversation);
    return conversation;
  }

  async rename(customerId: string, id: string, name: string) {
    const row = await this.repository.update(customerId, id, { name, titledAt: new Date() });
    if (!row) throw missing();
    const conversation = presentConversation(row);
    this.events.publish('conversation.renamed', customerId, conversation);
    return conversation;
  }

  async delete(customerId: string, id: string) {
    if (!(await this.repository.delete(customerId, id))) throw missing();
    this.events.publish('conversation.deleted', customerId, { _id: id });
  }
}

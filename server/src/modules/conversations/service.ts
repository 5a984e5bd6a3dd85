import type { ConversationPatch } from '@chat/protocol';
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

  async list(customerId: string, query: { skip: number; limit: number; search?: string | undefined; archived: boolean }) {
    const { skip, limit, search, archived } = query;
    const { rows, count } = await this.repository.list(customerId, skip, limit, { search: search || undefined, archived });
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

  /**
   * PATCH (§7 rename, issue 21): a name the customer chose is final (no generated title replaces
   * it); pinning or archiving again keeps the first moment; an empty instruction removes it. Every
   * tab and device hears the change (conversation:updated).
   */
  async update(customerId: string, id: string, patch: ConversationPatch) {
    const now = new Date();
    const fields: Parameters<ConversationRepository['update']>[2] = {};
    if (patch.name !== undefined) Object.assign(fields, { name: patch.name, titledAt: now });
    if (patch.instructions !== undefined) fields.instructions = patch.instructions || null;
    if (patch.pinned !== undefined || patch.archived !== undefined) {
      const current = await this.repository.find(customerId, id);
      if (!current) throw missing();
      if (patch.pinned !== undefined) fields.pinnedAt = patch.pinned ? (current.pinnedAt ?? now) : null;
      if (patch.archived !== undefined) fields.archivedAt = patch.archived ? (current.archivedAt ?? now) : null;
    }
    const row = await this.repository.update(customerId, id, fields);
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

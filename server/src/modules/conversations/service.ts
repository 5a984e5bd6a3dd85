import { customerRoom } from '../../realtime/auth.ts';
import type { RealtimeServer } from '../../realtime/server.ts';
import { newId } from '../../lib/ids.ts';
import { notFound } from '../../lib/errors.ts';
import { presentConversation } from './presenter.ts';
import type { ConversationRepository } from './repository.ts';

const missing = () => notFound('Conversation not found.');

/** Conversations of one customer; another customer's id answers 404, never 403 (no existence leak). */
export class ConversationService {
  private readonly repository: ConversationRepository;
  private readonly io: () => RealtimeServer;

  constructor(repository: ConversationRepository, io: () => RealtimeServer) {
    this.repository = repository;
    this.io = io;
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
    this.io().to(customerRoom(customerId)).emit('conversation:updated', conversation);
    return conversation;
  }

  async rename(customerId: string, id: string, name: string) {
    const row = await this.repository.update(customerId, id, { name, titledAt: new Date() });
    if (!row) throw missing();
    const conversation = presentConversation(row);
    this.io().to(customerRoom(customerId)).emit('conversation:updated', conversation);
    return conversation;
  }

  async delete(customerId: string, id: string) {
    if (!(await this.repository.delete(customerId, id))) throw missing();
    this.io().to(customerRoom(customerId)).emit('conversation:deleted', { _id: id });
  }
}

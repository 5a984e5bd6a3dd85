import { describe, expect, it } from 'vitest';
import { DomainEventBus } from './domain-events.ts';

const conversation = {
  _id: 'c1',
  name: 'Trip',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  lastActivityAt: '2026-01-01T00:00:00.000Z',
  pinnedAt: null,
  archivedAt: null,
  instructions: null,
};

describe('domain event bus', () => {
  it('tells every listener of the event, in subscription order, before publish returns', () => {
    const bus = new DomainEventBus();
    const heard: string[] = [];
    bus.subscribe('conversation.deleted', (customerId, { _id }) => heard.push(`first ${customerId} ${_id}`));
    bus.subscribe('conversation.deleted', (customerId, { _id }) => heard.push(`second ${customerId} ${_id}`));
    bus.publish('conversation.deleted', 'alice', { _id: 'c1' });
    expect(heard).toEqual(['first alice c1', 'second alice c1']);
  });

  it('keeps events apart and publishes to nobody without a listener', () => {
    const bus = new DomainEventBus();
    const renamed: unknown[] = [];
    bus.subscribe('conversation.renamed', (_customerId, payload) => renamed.push(payload));
    bus.publish('conversation.created', 'alice', conversation);
    bus.publish('chat.delta', 'alice', { _id: 'x', conversation: null, text: 'Hi', at: 0 });
    expect(renamed).toEqual([]);
    bus.publish('conversation.renamed', 'alice', conversation);
    expect(renamed).toEqual([conversation]);
  });
});

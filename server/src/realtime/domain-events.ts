import type { DomainEventBus } from '../lib/domain-events.ts';
import { customerRoom } from './auth.ts';
import type { RealtimeServer } from './server.ts';

type Room = ReturnType<RealtimeServer['to']>;

/** Customers whose room handle is kept; past this the handles are dropped and made again as needed. */
const ROOMS_KEPT = 1024;

/**
 * The one place domain events become socket events (§4): each goes to the customer's room, on
 * every instance with the Redis adapter, unchanged and in publish order.
 */
export function forwardDomainEvents(events: DomainEventBus, io: RealtimeServer): void {
  const room = customerRooms(io);
  events.subscribe('chat.delta', (customerId, delta) => room(customerId).emit('conversation:delta', delta));
  events.subscribe('chat.answered', (customerId, chat) => room(customerId).emit('conversation', chat));
  events.subscribe('chat.request', (customerId, request) => room(customerId).emit('chats:request', request));
  events.subscribe('chat.branch', (customerId, change) => room(customerId).emit('conversation:branch', change));
  events.subscribe('conversation.created', (customerId, conversation) =>
    room(customerId).emit('conversation:updated', conversation),
  );
  events.subscribe('conversation.renamed', (customerId, conversation) =>
    room(customerId).emit('conversation:updated', conversation),
  );
  events.subscribe('conversation.active', (customerId, conversation) =>
    room(customerId).emit('conversation:updated', conversation),
  );
  events.subscribe('conversation.deleted', (customerId, deleted) => room(customerId).emit('conversation:deleted', deleted));
  events.subscribe('report.reviewed', (customerId, report) => room(customerId).emit('report:reviewed', report));
  events.subscribe('import.progress', (customerId, progress) => room(customerId).emit('import:progress', progress));
}

/**
 * A streaming answer emits a delta up to every 25 ms; `io.to(room)` makes two operators and three
 * sets each time, so a customer's room handle is made once and reused (as the pipeline did per
 * answer). A handle names the room, not its sockets: it stays valid as they join and leave. It
 * holds the namespace's adapter, so handles are made on first use, after app.ts set the Redis one.
 */
function customerRooms(io: RealtimeServer): (customerId: string) => Room {
  const rooms = new Map<string, Room>();
  return (customerId) => {
    let room = rooms.get(customerId);
    if (!room) {
      if (rooms.size >= ROOMS_KEPT) rooms.clear();
      room = io.to(customerRoom(customerId));
      rooms.set(customerId, room);
    }
    return room;
  };
}

import type { FastifyInstance } from 'fastify';
import { DomainEventBus } from '../lib/domain-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services publish what happened here; the realtime adapter tells the customer's sockets. */
    domainEvents: DomainEventBus;
  }
}

/** Before the modules, which publish; app.ts subscribes the realtime adapter once socket.io exists. */
export function registerDomainEvents(app: FastifyInstance): void {
  app.decorate('domainEvents', new DomainEventBus());
}

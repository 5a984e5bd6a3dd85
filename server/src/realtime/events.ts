import { clientEventSchemas, type Ack, type ClientEventName, type ParsedClientEvents } from '@chat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import type { RealtimeSocket } from './server.ts';

export interface SocketContext {
  socket: RealtimeSocket;
  customerId: string;
  log: FastifyBaseLogger;
}

type Handler<T> = (context: SocketContext, body: T) => Promise<void> | void;

interface Registered {
  schema: z.ZodType;
  handler: Handler<unknown>;
}

/**
 * Every client message arrives on the single `events` channel as `{event, body}` (§4). Modules
 * register a handler per event of the contract (`clientEventSchemas`); the body is validated
 * against the contract's schema before the handler runs
 * and the client's ack gets `{ok: true}` or `{ok: false, message, code}` (DESIGN §4).
 */
export class SocketEventRegistry {
  private readonly handlers = new Map<string, Registered>();
  private readonly observers: ((event: string, ack: Ack) => void)[] = [];

  register<E extends ClientEventName>(event: E, handler: Handler<ParsedClientEvents[E]>): void {
    if (this.handlers.has(event)) throw new Error(`socket event ${event} registered twice`);
    this.handlers.set(event, { schema: clientEventSchemas[event], handler: handler as Handler<unknown> });
  }

  /** Names of the registered events (the security suites cover each). */
  names(): string[] {
    return [...this.handlers.keys()];
  }

  /** Told of every dispatched event (metrics); unknown event names are reported as "unknown". */
  observe(observer: (event: string, ack: Ack) => void): void {
    this.observers.push(observer);
  }

  async dispatch(context: SocketContext, envelope: unknown): Promise<Ack> {
    const ack = await this.run(context, envelope);
    const event = (envelope as { event?: unknown } | null)?.event;
    const name = typeof event === 'string' && this.handlers.has(event) ? event : 'unknown';
    for (const observer of this.observers) observer(name, ack);
    return ack;
  }

  private async run(context: SocketContext, envelope: unknown): Promise<Ack> {
    if (typeof envelope !== 'object' || envelope === null || typeof (envelope as { event?: unknown }).event !== 'string') {
      return { ok: false, code: 'bad_request', message: 'Send {event, body} on the events channel.' };
    }
    const { event, body } = envelope as { event: string; body: unknown };
    const registered = this.handlers.get(event);
    if (!registered) return { ok: false, code: 'not_found', message: `Unknown event: ${event.slice(0, 100)}` };
    const parsed = registered.schema.safeParse(body);
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
      return { ok: false, code: 'validation_failed', message: `Invalid ${event}: ${details}` };
    }
    try {
      await registered.handler(context, parsed.data);
      return { ok: true };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
      context.log.error({ err: error, event }, 'socket event failed');
      return { ok: false, code: 'internal_error', message: 'Server Error. Please try again later.' };
    }
  }
}

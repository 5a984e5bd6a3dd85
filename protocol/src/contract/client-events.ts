import type { z } from 'zod';
import { sendPayloadSchema, stopPayloadSchema } from '../chats.ts';
import { clientEvents, type ClientEventName } from '../events.ts';

/** The payload schema of every client→server event (§4, §7); the ack is `Ack` for all of them. */
export const clientEventSchemas = {
  [clientEvents.send]: sendPayloadSchema,
  [clientEvents.stop]: stopPayloadSchema,
} as const satisfies Record<ClientEventName, z.ZodType>;

/** What a client sends per event (before defaults), and what a server handler receives (after). */
export type ClientEvents = { [E in ClientEventName]: z.input<(typeof clientEventSchemas)[E]> };
export type ParsedClientEvents = { [E in ClientEventName]: z.output<(typeof clientEventSchemas)[E]> };

import { clientEvents, type Ack, type ClientEvents } from '@chat/protocol';
import { emitEvent, isRealtimeConnected, whenConnected } from '@/lib/socket';

/** How long one attempt waits for the server's ack once the socket is connected. */
export const ACK_TIMEOUT_MS = 10_000;
export const ATTEMPTS = 3;
const BACKOFF_MS = [1_000, 3_000];

type SendPayload = ClientEvents[typeof clientEvents.send];
type Emit = (event: typeof clientEvents.send, body: SendPayload, timeoutMs: number) => Promise<Ack>;

export interface DeliverOptions {
  emit?: Emit;
  connected?: () => boolean;
  waitForConnection?: () => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Sends a chat until the server acknowledges it (DESIGN §4 delivery). While offline the send
 * waits for the connection instead of spending its attempts; an attempt without an ack is
 * repeated with the same `_id`, which the server stores once. A refusal (validation, quota,
 * flood limit) is final and returned as is.
 */
export async function deliver(body: SendPayload, options: DeliverOptions = {}): Promise<Ack> {
  const emit = options.emit ?? emitEvent;
  const connected = options.connected ?? isRealtimeConnected;
  const waitForConnection = options.waitForConnection ?? whenConnected;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let ack: Ack = { ok: false, code: 'timeout', message: 'No response from the server.' };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (!connected()) await waitForConnection();
    ack = await emit(clientEvents.send, body, ACK_TIMEOUT_MS);
    if (ack.ok || ack.code !== 'timeout') return ack;
    if (attempt < ATTEMPTS - 1) await sleep(BACKOFF_MS[attempt] ?? 3_000);
  }
  return ack;
}

/** Time in socket-client.ts: its clock, and when it tries to reconnect. */

type TimerHandle = ReturnType<typeof setTimeout>;

/** The clock the client runs on: the browser's, or a test's fake one. */
export interface Timers {
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle | undefined): void;
  now(): number;
}

export const browserTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
  now: () => Date.now(),
};

/**
 * socket.io-client's reconnection delays with its defaults (reconnectionDelay 1 s, doubling up to
 * reconnectionDelayMax 5 s, randomizationFactor 0.5, attempts unlimited), computed as its backo2
 * does: so a thousand phones that lost the server together do not all come back in the same second.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  // Past the tenth attempt every delay is the maximum; the cap keeps the power finite.
  let ms = 1000 * 2 ** Math.min(attempt, 10);
  const rand = random();
  const deviation = Math.floor(rand * 0.5 * ms);
  ms = (Math.floor(rand * 10) & 1) === 0 ? ms - deviation : ms + deviation;
  return Math.min(ms, 5000) | 0;
}

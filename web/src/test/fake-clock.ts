import type { Timers } from '@/lib/socket-timing';

/**
 * A clock for the realtime client that moves only when the test says: `advance` runs the timers
 * that fall due, in order; `jump` moves the time without running them, as in a tab whose timers
 * the browser held back while the phone slept.
 */
export function fakeClock() {
  let now = 0;
  let nextHandle = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      due.set(nextHandle, { at: now + ms, run });
      return nextHandle++ as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimeout: (handle) => void due.delete(handle as unknown as number),
    now: () => now,
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const [handle, next] = [...due].filter(([, timer]) => timer.at <= end).sort(([, a], [, b]) => a.at - b.at)[0] ?? [];
      if (!handle || !next) break;
      due.delete(handle);
      now = next.at;
      next.run();
    }
    now = end;
  };
  return { timers, advance, jump: (ms: number) => void (now += ms), pending: () => due.size };
}

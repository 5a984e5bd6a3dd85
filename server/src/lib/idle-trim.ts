import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How often the thread's load is read, and for how many readings in a row it must be idle. */
const SAMPLE_MS = 1000;
const IDLE_SAMPLES = 3;
/** A reading above this share of the event loop's time counts as work (a request, a chat turn, a batch of SQL). */
const BUSY_UTILIZATION = 0.02;

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's garbage collector as a function, without `--expose-gc` on the command line (any V8 flag there
 * makes Node refuse the code cache of its built-in modules): the flag is on only while a throwaway
 * context is made, which then has `gc`, and off again before anything else runs.
 */
export function collector(): Collect {
  setFlagsFromString('--expose-gc');
  try {
    return runInNewContext('gc') as Collect;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/**
 * Hands this thread's spare heap back once it falls idle after work: 3 s with its event loop under
 * 2 % busy, after a second above it, run one full collection that shrinks the heap to what it holds
 * (V8's 'last-resort' flavour: the young generation back to its first pages, the old one compacted,
 * freed pages returned; 10–70 ms of this thread, idle by then). After the start and a first use
 * that was ~20 MB of the main thread and ~7 MB of PGlite's; V8's own memory reducer did it once at
 * best (it took an embedder heap that never allocates for one allocating without bound, and after
 * its first round nothing armed it again). Under load it never runs; once per idle period.
 */
export function trimWhenIdle(): void {
  const collect = collector();
  let last = performance.eventLoopUtilization();
  let idleSamples = 0;
  let worked = true;
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization > BUSY_UTILIZATION;
    last = now;
    if (busy) {
      worked = true;
      idleSamples = 0;
    } else if (worked && ++idleSamples >= IDLE_SAMPLES) {
      worked = false;
      collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      // The collection's own time is not work.
      last = performance.eventLoopUtilization();
    }
  }, SAMPLE_MS).unref();
}

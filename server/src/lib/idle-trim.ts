import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How often the thread's load is read, and for how many readings in a row it must be idle. */
const SAMPLE_MS = 1000;
const IDLE_SAMPLES = 3;
/** A reading above this share of the event loop's time counts as work (a request, a chat turn, a batch of SQL). */
const BUSY_UTILIZATION = 0.02;
/**
 * What makes another trim worth its time: the heap grew this much since the last one, or the last
 * one gave back this much (V8 drops bytecode unused over several full collections, so the trims
 * after a start or a first use keep paying for a while). Without it, the 5 s heartbeat's two
 * statements counted as work on PGlite's thread, and an idle server ran two full collections
 * there every 5 s (~50 ms, 10 ms of CPU a second at rest) that gave back ~0.1 MB each.
 */
const GROWTH_BYTES = 1024 * 1024;

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
 * When to trim, from one reading a second of the thread's load and its heap's size: after work,
 * once it has been idle for IDLE_SAMPLES readings, if the heap grew by GROWTH_BYTES since the last
 * trim (or since the start) or that trim gave back as much. Once per idle period.
 */
export class TrimSchedule {
  private idleSamples = 0;
  private worked = false;
  private trimmedAt: number;
  private lastGaveBack = 0;

  constructor(heapBytes: number) {
    this.trimmedAt = heapBytes;
  }

  /** One reading; answers whether to collect now. */
  reading(busy: boolean, heapBytes: number): boolean {
    if (busy) {
      this.worked = true;
      this.idleSamples = 0;
      return false;
    }
    if (!this.worked || ++this.idleSamples < IDLE_SAMPLES) return false;
    this.worked = false;
    return heapBytes - this.trimmedAt >= GROWTH_BYTES || this.lastGaveBack >= GROWTH_BYTES;
  }

  /** The heap's size right before and after a collection: growth is counted from `after`. */
  trimmed(before: number, after: number): void {
    this.trimmedAt = after;
    this.lastGaveBack = before - after;
  }
}

const heapSize = () => getHeapStatistics().total_heap_size;

/**
 * Hands this thread's spare heap back once it falls idle after work (TrimSchedule): one full
 * collection that shrinks the heap to what it holds (V8's 'last-resort' flavour: the young
 * generation back to its first pages, the old one compacted, freed pages returned; 10–70 ms of
 * this thread, idle by then). After the start and a first use that was ~20 MB of the main thread
 * and ~7 MB of PGlite's; V8's own memory reducer did it once at best (it took an embedder heap that
 * never allocates for one allocating without bound, and after its first round nothing armed it
 * again). Under load it never runs.
 */
export function trimWhenIdle(): void {
  const collect = collector();
  const schedule = new TrimSchedule(heapSize());
  let last = performance.eventLoopUtilization();
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization > BUSY_UTILIZATION;
    last = now;
    const before = heapSize();
    if (!schedule.reading(busy, before)) return;
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    schedule.trimmed(before, heapSize());
    // The collection's own time is not work.
    last = performance.eventLoopUtilization();
  }, SAMPLE_MS).unref();
}

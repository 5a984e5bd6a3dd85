import { Worker, type Transferable } from 'node:worker_threads';
import { workerFile, type WorkerName } from '../runtime-paths.ts';

export interface WorkerBounds {
  /** The thread's own heap: past it the thread dies, not the server. */
  heapMb: number;
  /** Past it the thread is terminated (while its clock runs: see BoundedWorker.pause). */
  timeMs: number;
}

/** How a bounded worker ended: its first message, or why there was none. */
export type WorkerOutcome<M> =
  { kind: 'message'; message: M } | { kind: 'timeout' } | { kind: 'out-of-memory' } | { kind: 'failed'; error: Error };

type WorkerEnd = Exclude<WorkerOutcome<never>, { kind: 'message' }>;

/** A worker that talks: its messages one at a time, in order, then how it ended. */
export interface BoundedWorker<M> {
  /** The next message, or how the thread ended once every message before the end was taken. */
  next(): Promise<WorkerOutcome<M>>;
  post(message: unknown): void;
  /**
   * Stops the clock while the thread waits on this side (its output being written): that time is
   * not the thread's. `resume` starts it again with what was left.
   */
  pause(): void;
  resume(): void;
  /** Terminates the thread (once; its messages not yet taken are dropped). */
  stop(): void;
}

/**
 * Runs one job in a worker thread of the bundle with a heap and a time of its own; the thread is
 * terminated when it ends, however it ends, with everything it held. For the work a hostile file
 * may make unbounded (a PDF, an import), kept off the event loop.
 */
export function startBoundedWorker<M>(
  name: WorkerName,
  workerData: unknown,
  { heapMb, timeMs }: WorkerBounds,
  transferList: Transferable[] = [],
): BoundedWorker<M> {
  const worker = new Worker(workerFile(name), { workerData, transferList, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
  const messages: M[] = [];
  let ended: WorkerEnd | undefined;
  let waiting: ((outcome: WorkerOutcome<M>) => void) | undefined;
  let left = timeMs;
  let since = performance.now();
  let timer: NodeJS.Timeout | undefined;

  const deliver = () => {
    if (!waiting) return;
    const outcome: WorkerOutcome<M> | undefined = messages.length > 0 ? { kind: 'message', message: messages.shift()! } : ended;
    if (!outcome) return;
    const resolve = waiting;
    waiting = undefined;
    resolve(outcome);
  };
  const end = (outcome: WorkerEnd) => {
    if (ended) return;
    ended = outcome;
    clearTimeout(timer);
    void worker.terminate();
    deliver();
  };
  const resume = () => {
    if (ended || timer) return;
    since = performance.now();
    timer = setTimeout(() => end({ kind: 'timeout' }), left);
  };
  resume();

  worker.on('message', (message: M) => {
    if (ended) return;
    messages.push(message);
    deliver();
  });
  worker.on('error', (error: Error & { code?: string }) =>
    end(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'out-of-memory' } : { kind: 'failed', error }),
  );
  worker.on('exit', (code) => end({ kind: 'failed', error: new Error(`worker ${name} exited with ${code}`) }));

  return {
    next: () =>
      new Promise((resolve) => {
        waiting = resolve;
        deliver();
      }),
    post: (message) => {
      if (!ended) worker.postMessage(message);
    },
    pause: () => {
      if (!timer) return;
      clearTimeout(timer);
      timer = undefined;
      left = Math.max(0, left - (performance.now() - since));
    },
    resume,
    stop: () => {
      messages.length = 0;
      end({ kind: 'failed', error: new Error(`worker ${name} stopped`) });
    },
  };
}

/** A worker that answers once: its first message, or why there was none. */
export async function runBoundedWorker<M>(
  name: WorkerName,
  workerData: unknown,
  bounds: WorkerBounds,
  transferList: Transferable[] = [],
): Promise<WorkerOutcome<M>> {
  const worker = startBoundedWorker<M>(name, workerData, bounds, transferList);
  try {
    return await worker.next();
  } finally {
    worker.stop();
  }
}

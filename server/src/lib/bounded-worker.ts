import { Worker, type Transferable } from 'node:worker_threads';
import { workerFile, type WorkerName } from '../runtime-paths.ts';

export interface WorkerBounds {
  /** The thread's own heap: past it the thread dies, not the server. */
  heapMb: number;
  /** Past it the thread is terminated. */
  timeMs: number;
}

/** How a bounded worker ended: its first message, or why there was none. */
export type WorkerOutcome<M> =
  { kind: 'message'; message: M } | { kind: 'timeout' } | { kind: 'out-of-memory' } | { kind: 'failed'; error: Error };

/**
 * Runs one job in a worker thread of the bundle with a heap and a time of its own, and answers
 * how it ended; the thread is terminated either way, with everything it held. For the work a
 * hostile file may make unbounded (a PDF, an import), kept off the event loop.
 */
export function runBoundedWorker<M>(
  name: WorkerName,
  workerData: unknown,
  { heapMb, timeMs }: WorkerBounds,
  transferList: Transferable[] = [],
): Promise<WorkerOutcome<M>> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile(name), { workerData, transferList, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    let settled = false;
    const finish = (outcome: WorkerOutcome<M>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout' }), timeMs);
    worker.on('message', (message: M) => finish({ kind: 'message', message }));
    worker.on('error', (error: Error & { code?: string }) =>
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'out-of-memory' } : { kind: 'failed', error }),
    );
    worker.on('exit', (code) => finish({ kind: 'failed', error: new Error(`worker ${name} exited with ${code}`) }));
  });
}

// Runs in a worker thread (plan-in-worker.ts): unzipping, parsing and reading an export is seconds
// of synchronous work for a large file (a 0.5 MB ZIP inflating to 98 MB stalled the event loop for
// everyone, issue 37). Here a hostile file may only exhaust this thread's heap or time.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { AppError } from '../../lib/errors.ts';
import { planFile } from './plan-file.ts';
import { PARTS_IN_FLIGHT, type FromWorker, type ImportJob, type PartMessage } from './worker-protocol.ts';

/** Posts parts to the main thread, waiting for one to be written once PARTS_IN_FLIGHT are. */
class PartWindow {
  private readonly port: MessagePort;
  private inFlight = 0;
  private written: (() => void) | undefined;

  constructor(port: MessagePort) {
    this.port = port;
    // The main thread's only message: a part was written.
    port.on('message', () => {
      this.inFlight -= 1;
      this.written?.();
    });
  }

  async send(message: PartMessage): Promise<void> {
    while (this.inFlight >= PARTS_IN_FLIGHT) await new Promise<void>((resolve) => (this.written = resolve));
    this.inFlight += 1;
    this.port.postMessage(message);
  }
}

const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);
const { customerId, bytes, limits, now } = workerData as ImportJob;
const outbox = new PartWindow(port);

try {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const done = await planFile(customerId, file, limits, new Date(now), (part, read, total) =>
    outbox.send({ kind: 'part', part, read, total }),
  );
  post({ kind: 'done', ...done });
} catch (error) {
  // A refusal (4xx) goes back as it was thrown; anything else is the server's failure.
  if (error instanceof AppError)
    post({ kind: 'refused', statusCode: error.statusCode, code: error.code, message: error.message });
  else post({ kind: 'failed', failure: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

/**
 * Runs an async task every `everyMs`, never two runs at once: a run still going when the next is
 * due makes that one skip, so a slow database never piles up statements. stop() waits for the
 * run in progress, so what the task writes is done before the caller goes on (closes the database).
 */
export class Periodic {
  private readonly task: () => Promise<unknown>;
  private readonly everyMs: number;
  private readonly onError: (error: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;

  constructor(task: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void) {
    this.task = task;
    this.everyMs = everyMs;
    this.onError = onError;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.everyMs);
    // A timer alone never keeps the process alive.
    this.timer.unref();
  }

  /** Runs the task now unless it is already running (then answers that run). */
  runOnce(): Promise<void> {
    this.current ??= this.task()
      .then(
        () => undefined,
        (error: unknown) => this.onError(error),
      )
      .finally(() => (this.current = undefined));
    return this.current;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }
}

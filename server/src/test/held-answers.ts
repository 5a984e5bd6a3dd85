/**
 * Answers the fake OpenAI server holds after their first piece, by a key the test chose, until the
 * test releases them: a test sees an answer mid-stream (to stop it, list it, reload) without racing
 * the fake's pace. Keys belong to one test each, so parallel tests never release each other's.
 */
export class HeldAnswers {
  private readonly entries = new Map<string, { go: () => void; finished: Promise<void> }>();

  /** Registers the answer held under `key`; the promise settles when it may go on. `finished`: its response has ended or closed. */
  hold(key: string, finished: Promise<void>): Promise<void> {
    let go = () => {};
    const released = new Promise<void>((resolve) => (go = resolve));
    this.entries.set(key, { go, finished });
    return released;
  }

  /**
   * Lets the answer held under `key` go on, and resolves once its response has ended or closed, so
   * the test knows what the fake had left to say has been said (or refused, when the app stopped it).
   */
  async release(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    entry.go();
    await entry.finished;
  }

  releaseAll(): void {
    for (const { go } of this.entries.values()) go();
    this.entries.clear();
  }
}

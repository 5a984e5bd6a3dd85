/** Runs `callback` before the next frame (a timer where animation frames do not exist). */
export type FrameScheduler = (callback: () => void) => void;

export const nextFrame: FrameScheduler = (callback) =>
  typeof requestAnimationFrame === 'function' ? void requestAnimationFrame(() => callback()) : void setTimeout(callback, 16);

export interface DeltaBuffer {
  push(id: string, text: string): void;
  /** Applies what is pending now (before a final `conversation` event replaces the chat). */
  flush(): void;
  clear(): void;
}

/**
 * Coalesces streaming deltas per animation frame (issue 10): an answer arriving as hundreds of
 * socket events per second updates the store, and re-renders, at most once a frame, with the text
 * of every delta received since, in order, per chat.
 */
export function createDeltaBuffer(
  apply: (deltas: Map<string, string>) => void,
  schedule: FrameScheduler = nextFrame,
): DeltaBuffer {
  let pending = new Map<string, string>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.size === 0) return;
    const deltas = pending;
    pending = new Map();
    apply(deltas);
  };
  return {
    push(id, text) {
      pending.set(id, (pending.get(id) ?? '') + text);
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    flush,
    clear: () => pending.clear(),
  };
}

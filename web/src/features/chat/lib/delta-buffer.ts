/** Runs `callback` before the next frame (a timer where animation frames do not exist). */
export type FrameScheduler = (callback: () => void) => void;

export const nextFrame: FrameScheduler = (callback) =>
  typeof requestAnimationFrame === 'function' ? void requestAnimationFrame(() => callback()) : void setTimeout(callback, 16);

/** Text of a streaming answer and where it starts in the answer (the delta's `at`). */
export interface Piece {
  at: number;
  text: string;
}

export interface DeltaBuffer {
  push(id: string, text: string, at: number): void;
  /** Applies what is pending now (before a final `conversation` event replaces the chat). */
  flush(): void;
  clear(): void;
}

/**
 * Coalesces streaming deltas per animation frame (issue 10): an answer arriving as hundreds of
 * socket events per second updates the store, and re-renders, at most once a frame, with the
 * pieces of every delta received since, in order, per chat (one piece while they follow each other).
 */
export function createDeltaBuffer(
  apply: (deltas: Map<string, Piece[]>) => void,
  schedule: FrameScheduler = nextFrame,
): DeltaBuffer {
  let pending = new Map<string, Piece[]>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.size === 0) return;
    const deltas = pending;
    pending = new Map();
    apply(deltas);
  };
  return {
    push(id, text, at) {
      const pieces = pending.get(id) ?? [];
      const last = pieces.at(-1);
      if (last && last.at + last.text.length === at) pieces[pieces.length - 1] = { at: last.at, text: last.text + text };
      else pieces.push({ at, text });
      pending.set(id, pieces);
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    flush,
    clear: () => pending.clear(),
  };
}

/**
 * The answer's text with `pieces` added where they start (issue 18): what the text already has is
 * not added twice (a page fetched while the answer streamed brought it), and a piece that starts
 * past its end waits, as `waiting`, for the text missed before it (a delta lost while reconnecting)
 * instead of being shown in the wrong place.
 */
export function joinPieces(text: string, pieces: Piece[]): { text: string; waiting: Piece[] } {
  const waiting: Piece[] = [];
  let joined = text;
  for (const piece of [...pieces].sort((a, b) => a.at - b.at)) {
    if (piece.at > joined.length) waiting.push(piece);
    else if (piece.at + piece.text.length > joined.length) joined += piece.text.slice(joined.length - piece.at);
  }
  return { text: joined, waiting };
}

import { updateChat } from '../lib/chat-cache';
import { createDeltaBuffer, joinPieces, type Piece } from '../lib/delta-buffer';

let onMissed: ((chatId: string) => void) | undefined;

/** Tells `listener` of an answer whose deltas were missed (use-chat-events.ts fetches its text so far). */
export function onMissedDeltas(listener: (chatId: string) => void): () => void {
  onMissed = listener;
  return () => {
    if (onMissed === listener) onMissed = undefined;
  };
}

/**
 * Streamed deltas, applied to the cached chats once per frame: one render per frame (issue 10). Each
 * piece goes where it starts (issue 18), so a page fetched mid-answer (a new conversation's first
 * answer) and the deltas that overlap it neither repeat text nor, when deltas were missed, show
 * later text in its place: those pieces wait for the text so far. `onApplied` runs after a frame
 * changed some chat.
 */
export function createStreamedAnswers(onApplied: () => void) {
  /** Pieces of answers that start past the text known so far, by chat id: they wait for what was missed. */
  const waiting = new Map<string, Piece[]>();
  const deltas = createDeltaBuffer((byId) => {
    let applied = false;
    for (const [id, pieces] of byId) {
      let left: Piece[] = [];
      const found = updateChat(id, (chat) => {
        const joined = joinPieces(chat.output.content, [...(waiting.get(id) ?? []), ...pieces]);
        left = joined.waiting;
        return joined.text === chat.output.content ? chat : { ...chat, output: { ...chat.output, content: joined.text } };
      });
      applied = found || applied;
      if (found && left.length) waiting.set(id, left);
      else waiting.delete(id);
      if (found && left.length && pieces.some((piece) => piece.text)) onMissed?.(id);
    }
    if (applied) onApplied();
  });

  return {
    push: (id: string, text: string, at: number) => deltas.push(id, text, at),
    /** Applies the pieces that waited, once a page brought the text before them. */
    resume: (id: string) => {
      if (waiting.has(id)) deltas.push(id, '', 0);
    },
    /** The final chat arrived: what is buffered is applied first, and nothing waits any more. */
    settle: (id: string) => {
      deltas.flush();
      waiting.delete(id);
    },
    clear: () => {
      deltas.clear();
      waiting.clear();
    },
  };
}

import type { AnswerCheckpoint } from '../checkpoint-repository.ts';
import type { ActiveTurns } from './active-turns.ts';

/** Answers per statement: three parameters each stay far below PostgreSQL's 65,535. */
export const CHECKPOINTS_PER_STATEMENT = 5_000;

export interface CheckpointStore {
  /** One statement for every checkpoint given; answers how many chats it updated. */
  write(instanceId: string, checkpoints: AnswerCheckpoint[]): Promise<number>;
}

export interface AnswerCheckpointsDeps {
  active: ActiveTurns;
  store: CheckpointStore;
  /** Recorded on each chat checkpointed: whose lease keeps it pending (interrupted-answers.ts). */
  instanceId: string;
  now?: () => number;
  /** Told of every statement written and of how many chats it updated (metrics). */
  onWritten?: (rows: number) => void;
}

/**
 * Checkpoints of the answers streaming on this instance: on each tick (one timer per instance, not
 * per answer) the text of every answer that grew since its last checkpoint is written in one
 * statement, so a crash loses at most one interval of text and a thousand answers cost one write.
 */
export class AnswerCheckpoints {
  private readonly deps: AnswerCheckpointsDeps;
  private readonly now: () => number;
  /** The text each answer had at its last checkpoint. */
  private readonly saved = new Map<string, string>();

  constructor(deps: AnswerCheckpointsDeps) {
    this.deps = deps;
    this.now = deps.now ?? Date.now;
  }

  /** Writes the answers whose text changed; answers how many chats were updated. */
  async tick(): Promise<number> {
    const now = this.now();
    const due: AnswerCheckpoint[] = [];
    const streaming = new Set<string>();
    for (const { chatId, text, startedAt } of this.deps.active.streaming()) {
      streaming.add(chatId);
      // An answer with no text yet has nothing to lose (its chat recorded its instance when stored).
      if (text && this.saved.get(chatId) !== text) due.push({ chatId, text, durationMs: now - startedAt });
    }
    for (const chatId of this.saved.keys()) if (!streaming.has(chatId)) this.saved.delete(chatId);
    let rows = 0;
    for (let start = 0; start < due.length; start += CHECKPOINTS_PER_STATEMENT)
      rows += await this.write(due.slice(start, start + CHECKPOINTS_PER_STATEMENT));
    return rows;
  }

  private async write(batch: AnswerCheckpoint[]): Promise<number> {
    const rows = await this.deps.store.write(this.deps.instanceId, batch);
    // What was written is the last checkpoint, even if the answer has grown (or ended) meanwhile.
    for (const { chatId, text } of batch) if (this.deps.active.has(chatId)) this.saved.set(chatId, text);
    this.deps.onWritten?.(rows);
    return rows;
  }
}

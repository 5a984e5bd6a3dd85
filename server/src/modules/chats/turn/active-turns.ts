import { localOnly, type AnswerMirror } from './answer-mirror.ts';

/** An answer streaming on this instance, as its checkpoints see it. */
export interface StreamingAnswer {
  chatId: string;
  text: string;
  /** Epoch ms, on the clock ActiveTurns was given. */
  startedAt: number;
}

interface Turn {
  customerId: string;
  controller: AbortController;
  text: string;
  startedAt: number;
}

/**
 * Answers streaming on this instance, by chat id, so a stop event can abort them; their text so
 * far is mirrored (to Redis with several instances) so any instance can show it, and checkpointed
 * to the database (answer-checkpoints.ts) so a crash does not lose it.
 */
export class ActiveTurns {
  private readonly turns = new Map<string, Turn>();
  readonly mirror: AnswerMirror;
  private readonly now: () => number;

  constructor(mirror: AnswerMirror = localOnly, now: () => number = Date.now) {
    this.mirror = mirror;
    this.now = now;
  }

  /** Stops that arrived before their answer started (the send was still being stored), by chat id. */
  private readonly early = new Map<string, { customerId: string; at: number }>();

  start(chatId: string, customerId: string): AbortController {
    const controller = new AbortController();
    this.turns.set(chatId, { customerId, controller, text: '', startedAt: this.now() });
    this.mirror.started(chatId);
    const early = this.early.get(chatId);
    if (early) {
      this.early.delete(chatId);
      if (early.customerId === customerId) controller.abort(new DOMException('Stopped by the customer.', 'AbortError'));
    }
    return controller;
  }

  /** Keeps the text streamed so far, so a reload mid-answer shows it (peers lose it: Open WebUI #29596). */
  append(chatId: string, text: string): void {
    const turn = this.turns.get(chatId);
    if (!turn) return;
    turn.text += text;
    this.mirror.appended(chatId, text);
  }

  partialText(chatId: string): string | undefined {
    return this.turns.get(chatId)?.text;
  }

  /** The text so far wherever the answer is being generated: here, else on another instance. */
  async sharedText(chatId: string): Promise<string | undefined> {
    return this.partialText(chatId) ?? (await this.mirror.text(chatId));
  }

  has(chatId: string): boolean {
    return this.turns.has(chatId);
  }

  /** What the checkpoints write, read at the moment they do. */
  *streaming(): IterableIterator<StreamingAnswer> {
    for (const [chatId, { text, startedAt }] of this.turns) yield { chatId, text, startedAt };
  }

  finish(chatId: string): void {
    if (this.turns.delete(chatId)) this.mirror.finished(chatId);
  }

  /** Stops a customer's own answer; answers whether one was running here. */
  stop(chatId: string, customerId: string): boolean {
    const turn = this.turns.get(chatId);
    if (!turn) {
      this.rememberEarlyStop(chatId, customerId);
      return false;
    }
    if (turn.customerId !== customerId) return false;
    turn.controller.abort(new DOMException('Stopped by the customer.', 'AbortError'));
    return true;
  }

  private rememberEarlyStop(chatId: string, customerId: string, now = Date.now()): void {
    for (const [id, entry] of this.early) if (now - entry.at > 60_000) this.early.delete(id);
    if (this.early.size < 10_000) this.early.set(chatId, { customerId, at: now });
  }

  get size(): number {
    return this.turns.size;
  }

  abortAll(): void {
    for (const turn of this.turns.values()) turn.controller.abort(new DOMException('Server shutting down.', 'AbortError'));
  }
}

import type { StoredMessageFile } from '../../../db/schema.ts';
import type { FileService } from '../../files/service.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventBus } from '../../../lib/domain-events.ts';
import { AppError } from '../../../lib/errors.ts';
import { presentChat, quotaWindowStart } from '../presenter.ts';
import type { ChatRepository, ChatRow, HistoryExchange } from '../repository.ts';
import type { ConversationRepository } from '../../conversations/repository.ts';
import { presentModel, type AiRegistry } from '../../../ai/registry.ts';
import type { RegisteredModel } from '../../../ai/types.ts';
import type { ActiveTurns } from './active-turns.ts';
import { TurnAnnouncements, type TurnObserver } from './announcements.ts';

export type { TurnObserver, TurnOutcome } from './announcements.ts';
import { DeltaBatcher } from './delta-batcher.ts';
import type { FloodGuard } from './flood-limit.ts';
import { buildMessages, HISTORY_MAX_EXCHANGES } from './history.ts';
import type { PlanCheck } from './plan-check.ts';
import type { PreparedInput } from './attachments.ts';
import { admit, type Admitted, type SendBody } from './admission.ts';
import { generateImageAnswer, speakAnswer } from './media-answer.ts';
import { streamAnswer, type AnswerOutcome } from './stream-answer.ts';
import { titleConversation } from './title.ts';
import { applicableInstructions } from './instructions.ts';
import type { InstructionsRepository, StoredInstructions } from '../instructions-repository.ts';
import { announceActivity } from '../../conversations/activity.ts';
import { refusalOf } from './conversation-size.ts';
import type { ConversationRow } from '../../conversations/repository.ts';
import type { VersionService } from '../versions/version-service.ts';

/** What the answer step needs beyond the stored chat: the prepared input and the media asked for. */
interface TurnRequest {
  input: PreparedInput;
  media: SendBody['media'];
  /** The conversation's earlier exchanges, read by the insert (after a new version's, on their own). */
  history: Promise<HistoryExchange[]>;
  /** The stopped answer this one continues (issue 21): the model is asked to go on from its text. */
  continuing?: string | undefined;
  /** The conversation as the send found it (null: the general chat): whether it still needs a title. */
  conversation: ConversationRow | null;
  /** The custom instructions (issue 21): read by the insert, or after a new version's. */
  instructions: Promise<StoredInstructions | undefined>;
}

/** What the channel knows about the sender beyond the message (socket handshake, messaging app…). */
export interface SendContext {
  /** IANA time zone: the quota's day is the customer's day. */
  timeZone?: string | undefined;
  observer?: TurnObserver | undefined;
}

export interface PipelineDeps {
  chats: ChatRepository;
  conversations: ConversationRepository;
  /** The customer's custom instructions (issue 21) for a new version's answer (a new exchange's insert reads them). */
  instructions: InstructionsRepository;
  files: FileService;
  registry: AiRegistry;
  /** Where the turn publishes what happened (deltas, answers, requests, titles). */
  events: DomainEventBus;
  planCheck: PlanCheck;
  flood: FloodGuard;
  active: ActiveTurns;
  /** Regenerated, edited and continued exchanges (issue 21). */
  versions: VersionService;
  /** Stored on each chat (`instanceId`): its answer is this instance's while its lease lives (jobs/interrupted-answers.ts). */
  instanceId: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Told of every stored answer (metrics: model latency and errors). */
  onAnswered?: (answer: { model: string; status: ChatRow['status']; durationMs: number }) => void;
}

/**
 * The chat turn as small steps (DESIGN §6.7): validate (schema) → flood limit, model, conversation,
 * files, plan check (admission.ts) → persist input (its insert tells a repeat) → stream → persist
 * output → notify.
 * send() resolves once the input is stored (the ack); the answer streams in the background.
 */
export class SendPipeline {
  /** Answers still streaming, so tests and shutdown can wait for them. */
  readonly running = new Set<Promise<void>>();

  /** What the customer is told of a stored chat and of the turn's requests (also the interrupted-answers job's). */
  readonly announce: TurnAnnouncements;
  private readonly deps: PipelineDeps;

  constructor(deps: PipelineDeps) {
    this.deps = deps;
    this.announce = new TurnAnnouncements(deps);
  }

  /**
   * The insert itself tells a new message from a repeated one (no read before it). A repeat that
   * a step before the insert refuses (flood limit, quota reached since) still gets its stored answer.
   */
  async send(customerId: string, body: SendBody, context: SendContext = {}): Promise<void> {
    let admitted: Admitted;
    try {
      admitted = await admit(this.deps, customerId, body, context.timeZone);
    } catch (error) {
      if (await this.redeliverStored(customerId, body._id, context.observer)) return;
      throw error;
    }
    if (admitted.allowed) await this.store(customerId, body, admitted, context.observer);
    else if (!(await this.redeliverStored(customerId, body._id, context.observer)))
      await this.announce.refused(customerId, admitted.limit, admitted.model, context.observer);
  }

  /** Delivers the stored chat of a repeated send; false when there is none. */
  private async redeliverStored(customerId: string, chatId: string, observer?: TurnObserver): Promise<boolean> {
    const existing = await this.deps.chats.find(customerId, chatId);
    if (!existing) return false;
    await this.announce.stored(existing, observer);
    return true;
  }

  /** Stores the input (or finds the send is a repeat) and starts the answer in the background. */
  private async store(
    customerId: string,
    body: SendBody,
    admitted: Extract<Admitted, { allowed: true }>,
    observer?: TurnObserver,
  ): Promise<void> {
    const { chats } = this.deps;
    const { model, conversationId, files, input, decision } = admitted;
    const newRow = {
      id: body._id,
      customerId,
      conversationId,
      input: {
        role: 'user' as const,
        content: body.input,
        files: files.map(({ id, name, type, size }) => ({ id, name, type, size })),
      },
      provider: model.provider,
      model: model._id,
      instanceId: this.deps.instanceId,
    };
    let history: Promise<HistoryExchange[]>;
    let stored: { row: ChatRow; created: boolean };
    let continuing: string | undefined;
    let instructions: Promise<StoredInstructions | undefined>;
    let conversation = admitted.conversation;
    if (body.versionOf) {
      // The branch changes with the insert: its history is read after.
      const added = await this.deps.versions.add(newRow, body.versionOf, body.continue);
      stored = added;
      continuing = body.continue ? (added.of.output?.content ?? '') : undefined;
      history = chats.history(customerId, conversationId, body._id, HISTORY_MAX_EXCHANGES);
      instructions = body.media.image.wants
        ? Promise.resolve(undefined)
        : this.deps.instructions.forTurn(customerId, conversationId);
    } else {
      // The insert reads them too: one statement (turn-statements.ts).
      const inserted = await chats.insertOnce(newRow);
      if (!inserted) throw refusalOf(conversationId ? await this.deps.conversations.find(customerId, conversationId) : undefined);
      stored = inserted;
      conversation = inserted.conversation;
      history = Promise.resolve(inserted.history ?? []);
      instructions = Promise.resolve(inserted.instructions);
    }
    history.catch(() => undefined);
    instructions.catch(() => undefined);
    const { row, created } = stored;
    if (row.customerId !== customerId)
      throw new AppError(409, 'conflict', 'This message id is already taken. Send it with a new id.');
    if (!created) return this.announce.stored(row, observer);
    await this.deps.files.attach(
      files.map((file) => file.id),
      row.id,
    );
    if (decision.notice) await this.announce.request(customerId, decision.notice, null, model, observer);
    // The conversation moves to the top of the sidebar (touched when it was checked: the insert, or admission.ts).
    if (conversation) announceActivity(this.deps.events, customerId, conversation);

    const turn = this.answer(
      row,
      model,
      { input, media: body.media, history, continuing, instructions, conversation: conversation ?? null },
      decision.freeTier === true,
      observer,
    ).catch((error: unknown) => this.deps.log.error({ err: error, chatId: row.id }, 'chat turn failed'));
    this.running.add(turn);
    void turn.finally(() => this.running.delete(turn));
  }

  /** The text streamed so far of an answer still running on this instance. */
  partialText(chatId: string): string | undefined {
    return this.deps.active.partialText(chatId);
  }

  stop(customerId: string, chatId: string): boolean {
    return this.deps.active.stop(chatId, customerId);
  }

  /** `freeTier`: after the answer a code-less chats:request lets the client apply §4's payment-dialog rule. */
  private async answer(
    chat: ChatRow,
    model: RegisteredModel,
    turn: TurnRequest,
    freeTier: boolean,
    observer?: TurnObserver,
  ): Promise<void> {
    const { chats, active, events } = this.deps;
    const started = Date.now();
    const stop = active.start(chat.id, chat.customerId);
    // A continued answer starts with the text it continues: a reload shows it, deltas follow it.
    const prefix = turn.continuing ?? '';
    if (prefix) active.append(chat.id, prefix);
    // A reload's text so far and the deltas sent stay the same text: both move per batch.
    const deltas = new DeltaBatcher((text, at) => {
      active.append(chat.id, text);
      events.publish('chat.delta', chat.customerId, {
        _id: chat.id,
        conversation: chat.conversationId,
        text,
        at: prefix.length + at,
      });
    });
    let outcome: AnswerOutcome;
    const outputFiles: StoredMessageFile[] = [];
    const store = (name: string, type: string, bytes: Buffer) =>
      this.deps.files.storeGenerated(chat.customerId, chat.id, name, type, bytes);
    try {
      const [earlier, instructions] = await Promise.all([turn.history, turn.instructions]);
      if (turn.media.image.wants) {
        await this.announce.request(chat.customerId, 'processing', null, model);
        const image = await generateImageAnswer({
          model,
          prompt: chat.input.content,
          stop,
          timeoutMs: this.deps.timeoutMs,
          store,
        });
        outcome = image.outcome;
        outputFiles.push(...image.files);
      } else {
        outcome = await streamAnswer({
          runner: model.runner,
          messages: buildMessages(earlier, turn.input, model.contextTokens, turn.continuing),
          stop,
          timeoutMs: this.deps.timeoutMs,
          plainText: !turn.media.clear,
          instructions: applicableInstructions(instructions),
          onText: (text) => deltas.push(text),
        });
        deltas.flush();
        if (turn.media.audio && outcome.kind === 'done')
          outputFiles.push(
            ...(await speakAnswer({ model, text: outcome.text, timeoutMs: this.deps.timeoutMs, store, log: this.deps.log })),
          );
      }
    } catch (error) {
      deltas.flush();
      active.finish(chat.id);
      throw error;
    }
    deltas.flush();
    const usage = outcome.kind === 'done' ? outcome.usage : { prompt: 0, completion: 0, total: 0 };
    if (outcome.kind === 'failed')
      this.deps.log.warn({ chatId: chat.id, reason: outcome.reason, err: outcome.error }, 'model call failed');
    let stored;
    try {
      stored = await chats.finish(
        chat.id,
        {
          output: { role: 'assistant', content: prefix + outcome.text, files: outputFiles },
          usage: {
            model: model._id,
            prompt_tokens: usage.prompt,
            completion_tokens: usage.completion,
            total_tokens: usage.total,
          },
          totalTokens: usage.total,
          status: outcome.kind === 'failed' ? 'error' : outcome.kind,
          error: outcome.kind === 'failed' ? outcome.reason : null,
          durationMs: Date.now() - started,
        },
        quotaWindowStart(),
      );
    } finally {
      // Only now: until the output is stored, a chat list shows the text streamed so far.
      active.finish(chat.id);
    }
    if (!stored) return; // the customer deleted the chat while it streamed: nothing to tell
    const { row: saved, usage: usageToday } = stored;
    this.deps.onAnswered?.({ model: model._id, status: saved.status, durationMs: saved.durationMs });
    if (outcome.kind === 'failed') return this.announce.request(chat.customerId, 'error', saved, model, observer, usageToday);
    const presented = presentChat(saved, usageToday);
    events.publish('chat.answered', chat.customerId, presented);
    if (freeTier && outcome.kind === 'done')
      events.publish('chat.request', chat.customerId, { lastChat: presented, model: presentModel(model) });
    await observer?.({ kind: 'answer', chat: saved });
    if (outcome.kind === 'done' && turn.conversation) await titleConversation(this.deps, saved, model, turn.conversation);
  }
}

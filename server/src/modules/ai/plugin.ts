import { clientEvents } from '@chat/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ActiveTurns } from '../chats/turn/active-turns.ts';
import { RedisAnswerMirror } from '../chats/turn/answer-mirror.ts';
import { AnswerCheckpoints } from '../chats/turn/answer-checkpoints.ts';
import { CheckpointRepository } from '../chats/checkpoint-repository.ts';
import { Periodic } from '../../lib/periodic.ts';
import { FloodLimit, RedisFloodLimit } from '../chats/turn/flood-limit.ts';
import { allowEveryone, type PlanCheck } from '../chats/turn/plan-check.ts';
import { SendPipeline } from '../chats/turn/send-pipeline.ts';
import { createAiRegistry, type AiRegistry } from '../../ai/registry.ts';
import { ChatRepository } from '../chats/repository.ts';
import { conversationHistorySource } from '../chats/history-data.ts';
import { ConversationRepository } from '../conversations/repository.ts';
import { VersionRepository } from '../chats/versions/version-repository.ts';
import { VersionService } from '../chats/versions/version-service.ts';
import { InstructionsRepository } from '../chats/instructions-repository.ts';

/** The web client sends its time zone in the handshake (`auth.timeZone`); anything else is ignored. */
const handshakeTimeZoneSchema = z.object({ timeZone: z.string().min(1).max(64) });

export function handshakeTimeZone(auth: unknown): string | undefined {
  const parsed = handshakeTimeZoneSchema.safeParse(auth);
  return parsed.success ? parsed.data.timeZone : undefined;
}

/** Between instances: stop this customer's answer if it runs here. */
const STOP_ANSWER = 'answer:stop';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiRegistry;
    chatPipeline: SendPipeline;
    /** Answer versions and branches (issue 21): the send pipeline's, and the chat routes'. */
    chatVersions: VersionService;
    /** Answers being generated on this instance, with their text mirrored for the others. */
    activeTurns: ActiveTurns;
  }
}

/** The provider registry, the send pipeline and its socket events (§4, §7). */
export async function registerChat(app: FastifyInstance, planCheck: PlanCheck = allowEveryone): Promise<void> {
  const registry = await createAiRegistry(app.config.ai, { probeOllama: app.config.env !== 'test' });
  app.decorate('ai', registry);
  app.log.info(
    { providers: registry.providers.map((p) => p._id) },
    registry.isDemo ? 'no AI provider configured: offline demo model' : 'AI providers',
  );

  const active = new ActiveTurns(app.redis ? new RedisAnswerMirror(app.redis, app.config.redisPrefix) : undefined);
  app.decorate('activeTurns', active);
  // One timer per instance writes the text of every streaming answer, so a crash keeps it.
  const checkpoints = new AnswerCheckpoints({
    active,
    store: new CheckpointRepository(app.database.db),
    instanceId: app.instanceLease.id,
    onWritten: (rows) => app.metrics.checkpoint(rows),
  });
  const checkpointTimer = new Periodic(
    () => checkpoints.tick(),
    app.config.recovery.checkpointMs,
    (error) => app.log.error({ err: error }, 'answer checkpoint failed'),
  );
  checkpointTimer.start();
  const versions = new VersionService(new VersionRepository(app.database.db), app.domainEvents);
  app.decorate('chatVersions', versions);
  const pipeline = new SendPipeline({
    versions,
    chats: new ChatRepository(app.database.db),
    conversations: new ConversationRepository(app.database.db),
    instructions: new InstructionsRepository(app.database.db),
    files: app.files,
    registry,
    events: app.domainEvents,
    planCheck,
    flood: app.redis
      ? new RedisFloodLimit(app.redis, app.config.redisPrefix, app.config.ai.sendsPerMinute)
      : new FloodLimit(app.config.ai.sendsPerMinute),
    active,
    instanceId: app.instanceLease.id,
    timeoutMs: app.config.ai.timeoutMs,
    log: app.log,
    onAnswered: ({ model, status, durationMs }) => app.metrics.answer(model, status, durationMs / 1000),
  });
  app.decorate('chatPipeline', pipeline);
  app.customerData.register(conversationHistorySource(app.database.db));

  app.socketEvents.register(clientEvents.send, ({ customerId, socket }, body) =>
    pipeline.send(customerId, body, { timeZone: handshakeTimeZone(socket.handshake.auth) }),
  );
  app.socketEvents.register(clientEvents.stop, ({ customerId }, body) => {
    // The answer may be streaming on another instance: ask them all; only the owner's stops.
    if (!pipeline.stop(customerId, body._id) && app.redis) app.io.serverSideEmit(STOP_ANSWER, body._id, customerId);
  });
  app.addHook('onReady', async () => {
    app.io.on(STOP_ANSWER, (chatId: string, customerId: string) => void pipeline.stop(customerId, chatId));
  });

  app.addHook('preClose', async () => {
    active.abortAll();
    await Promise.allSettled([...pipeline.running]);
    // The turns stored their answers: no checkpoint is needed any more.
    await checkpointTimer.stop();
  });
}

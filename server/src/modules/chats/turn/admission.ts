import type { sendPayloadSchema } from '@chat/protocol';
import type { z } from 'zod';
import type { AiRegistry } from '../../../ai/registry.ts';
import type { RegisteredModel } from '../../../ai/types.ts';
import { conversationFull, isFull } from './conversation-size.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import type { ConversationRepository, ConversationRow } from '../../conversations/repository.ts';
import type { FileService, LoadedFile } from '../../files/service.ts';
import { prepareInput, type PreparedInput } from './attachments.ts';
import type { FloodGuard } from './flood-limit.ts';
import type { PlanCheck, PlanDecision } from './plan-check.ts';
import type { VersionService } from '../versions/version-service.ts';

export type SendBody = z.output<typeof sendPayloadSchema>;

export interface AdmissionDeps {
  flood: FloodGuard;
  registry: AiRegistry;
  conversations: ConversationRepository;
  files: FileService;
  planCheck: PlanCheck;
  versions: VersionService;
}

/** A send past the steps before the insert: let through with what the turn needs, or refused by the plan. */
export type Admitted =
  | {
      allowed: true;
      model: RegisteredModel;
      /** The conversation asked for (null: the general chat); a new exchange's insert checks it is the customer's. */
      conversationId: string | null;
      /** A new version's conversation, checked and made the most recently active here (its insert cannot). */
      conversation?: ConversationRow | undefined;
      files: LoadedFile[];
      input: PreparedInput;
      decision: Extract<PlanDecision, { allowed: true }>;
    }
  | ({ allowed: false; model: RegisteredModel } & Pick<Extract<PlanDecision, { allowed: false }>, 'limit'>);

/**
 * The steps of the turn before its input is stored (DESIGN §6.7): flood limit, model, plan,
 * conversation, files. Each throws the AppError the client maps (§8), except the plan's refusal,
 * which is a §4 request code. The plan comes first: a refused send writes nothing. A new exchange's
 * conversation is checked by its insert, which also records the activity (one statement,
 * turn-statements.ts); a new version's here, by that activity write.
 */
export async function admit(deps: AdmissionDeps, customerId: string, body: SendBody, timeZone?: string): Promise<Admitted> {
  await deps.flood.check(customerId);
  const model = resolveModel(deps.registry, body.provider, body.model);
  if (body.continue && !body.versionOf) throw badRequest('continue: needs versionOf, the answer to continue.');
  if (body.media.image.wants && !model.media.generateImage)
    throw new AppError(422, 'validation_failed', `${model.name} cannot generate images. Choose a model that can.`);
  const requested = body.conversation && body.conversation !== 'general' ? body.conversation : null;
  const decision = await deps.planCheck({ customerId, model, conversationId: requested, timeZone });
  if (!decision.allowed) return { allowed: false, model, limit: decision.limit };
  const conversation =
    requested && body.versionOf ? await touchConversation(deps.conversations, customerId, requested) : undefined;
  const conversationId = requested;
  // A new version of an exchange (issue 21): it must still be there, and may send its files again.
  const versionIds = body.versionOf ? await deps.versions.versionsToReplace(customerId, body.versionOf, conversationId) : [];
  const files = await deps.files.forMessage(customerId, body.files, body._id, versionIds);
  const input = await prepareInput(body.input, files, model, imageReader(deps.registry));
  return { allowed: true, model, conversationId, conversation, files, input, decision };
}

function resolveModel(registry: AiRegistry, providerId: string, modelId: string): RegisteredModel {
  const model = registry.find(providerId, modelId);
  if (!model) throw badRequest('Unknown model or provider. Choose another model.');
  return model;
}

/** A model that reads images, suggested when the chosen one cannot. */
function imageReader(registry: AiRegistry): RegisteredModel | undefined {
  return registry.providers.flatMap((p) => p.models).find((m) => m.capabilities.input.includes('image'));
}

async function touchConversation(
  conversations: ConversationRepository,
  customerId: string,
  id: string,
): Promise<ConversationRow> {
  const found = await conversations.touch(customerId, id);
  if (!found) throw notFound('Conversation not found.');
  // A new version adds to the conversation as a new exchange does (issue 37).
  if (isFull(found)) throw conversationFull();
  return found;
}

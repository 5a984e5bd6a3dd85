import { INPUT_MAX_CHARS, SEND_VERSION, sendPayloadSchema } from '@chat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { TurnOutcome, SendPipeline } from '../chats/turn/send-pipeline.ts';
import type { AiRegistry } from '../../ai/registry.ts';
import type { RegisteredModel } from '../../ai/types.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { ConversationService } from '../conversations/service.ts';
import type { CustomerRepository } from '../customers/repository.ts';
import type { WhatsAppLinkService } from './link-service.ts';
import type { InboundMessage } from './payload.ts';
import type { LinkRow, WhatsAppRepository } from './repository.ts';
import type { WhatsAppSender } from './sender.ts';
import { NEW_CONVERSATION_NAME, whatsappTexts } from './texts.ts';

export interface InboundDeps {
  repository: WhatsAppRepository;
  links: WhatsAppLinkService;
  sender: WhatsAppSender;
  pipeline: SendPipeline;
  registry: AiRegistry;
  customers: CustomerRepository;
  conversations: ConversationService;
  log: FastifyBaseLogger;
}

/**
 * One inbound WhatsApp message: de-duplicated by its wamid; an unknown number is sent a link;
 * a linked number's text goes through the same send pipeline as the web (quota, model, history).
 */
export class InboundHandler {
  private readonly deps: InboundDeps;

  constructor(deps: InboundDeps) {
    this.deps = deps;
  }

  /** `origin` is where links point: PUBLIC_URL, or the origin the webhook was called on. */
  async handle(message: InboundMessage, origin: string): Promise<void> {
    const { repository, sender, log } = this.deps;
    const phone = `+${message.from}`;
    if (!(await repository.recordInbound(message.id, phone))) {
      log.info({ wamid: message.id }, 'WhatsApp message already processed');
      return;
    }
    const link = await repository.linkByPhone(phone);
    if (!link) return this.offerLink(phone, origin);
    if (message.type !== 'text' || !message.text) return sender.sendText(phone, whatsappTexts.unsupported);
    const text = message.text.body.trim();
    const command = text.toLowerCase();
    if (command === '/help') return sender.sendText(phone, whatsappTexts.help);
    if (command === '/new') return this.startConversation(link);
    if (!text) return sender.sendText(phone, whatsappTexts.help);
    if (text.length > INPUT_MAX_CHARS) return sender.sendText(phone, whatsappTexts.tooLong(INPUT_MAX_CHARS));
    await this.chat(link, text, origin);
  }

  private async offerLink(phone: string, origin: string): Promise<void> {
    const token = await this.deps.links.createToken(phone);
    if (!token) return;
    await this.deps.sender.sendText(phone, whatsappTexts.linkPrompt(`${origin}/account/profile/link/whatsapp/${token}`));
  }

  private async startConversation(link: LinkRow): Promise<void> {
    const conversation = await this.deps.conversations.create(link.customerId, NEW_CONVERSATION_NAME);
    await this.deps.repository.setConversation(link.customerId, conversation._id);
    await this.deps.sender.sendText(link.phone, whatsappTexts.newConversation);
  }

  private async chat(link: LinkRow, text: string, origin: string): Promise<void> {
    const { pipeline, sender } = this.deps;
    const customer = await this.deps.customers.findById(link.customerId);
    const model = customer ? this.modelFor(customer.preferredModel) : undefined;
    if (!model) return sender.sendText(link.phone, whatsappTexts.error);
    const body = sendPayloadSchema.parse({
      _id: newId(),
      conversation: link.conversationId ?? 'general',
      input: text,
      provider: model.provider,
      model: model._id,
      // WhatsApp shows Markdown as raw symbols: plain-text answers (media.clear, protocol/src/chats.ts).
      media: { clear: false },
      version: SEND_VERSION,
    });
    try {
      await pipeline.send(link.customerId, body, { observer: (outcome) => this.reply(link.phone, outcome, origin) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await sender.sendText(link.phone, error.statusCode >= 500 ? whatsappTexts.error : error.message);
    }
  }

  private async reply(phone: string, outcome: TurnOutcome, origin: string): Promise<void> {
    const plans = `${origin}/plans`;
    if (outcome.kind === 'answer') {
      const answer = outcome.chat.output?.content.trim();
      return this.deps.sender.sendText(phone, answer || whatsappTexts.error);
    }
    if (outcome.code === 'no-subscription') return this.deps.sender.sendText(phone, whatsappTexts.noSubscription(plans));
    if (outcome.code === 'suggest-payment') return this.deps.sender.sendText(phone, whatsappTexts.suggestPayment(plans));
    if (outcome.code === 'error') return this.deps.sender.sendText(phone, whatsappTexts.error);
  }

  /** The customer's preferred model (§3), else the catalog's default, else the first one. */
  private modelFor(preferred: string | null): RegisteredModel | undefined {
    const registry = this.deps.registry;
    const all = registry.providers.flatMap((provider) => provider.models);
    return (preferred ? registry.findModel(preferred) : undefined) ?? all.find((m) => m.isDefault) ?? all[0];
  }
}

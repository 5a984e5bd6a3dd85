import type { FastifyInstance } from 'fastify';
import { CodeService } from '../auth/codes.ts';
import { ConversationRepository } from '../conversations/repository.ts';
import { ConversationService } from '../conversations/service.ts';
import { InboundHandler } from './inbound.ts';
import { WhatsAppLinkService } from './link-service.ts';
import { WhatsAppRepository } from './repository.ts';
import { WhatsAppSender } from './sender.ts';
import { Periodic } from '../../lib/periodic.ts';

declare module 'fastify' {
  interface FastifyInstance {
    whatsapp: {
      repository: WhatsAppRepository;
      sender: WhatsAppSender;
      links: WhatsAppLinkService;
      inbound: InboundHandler;
    };
  }
}

/** How often the retry job looks for messages the Graph API refused. */
export const RETRY_INTERVAL_MS = 30_000;

/** The WhatsApp channel's services; after the chat pipeline, which it sends through. */
export function registerWhatsApp(app: FastifyInstance, options: { runJobs: boolean }): void {
  const repository = new WhatsAppRepository(app.database.db);
  const sender = new WhatsAppSender({ repository, config: app.config.whatsapp, outbox: app.messenger.outbox, log: app.log });
  const codes = new CodeService(app.database.db, app.config.sessionSecret, {
    ipMultiplier: app.config.rateLimitMultiplier,
    resendSeconds: app.config.codeResendSeconds,
  });
  const links = new WhatsAppLinkService({ repository, codes, sender });
  const inbound = new InboundHandler({
    repository,
    links,
    sender,
    pipeline: app.chatPipeline,
    registry: app.ai,
    customers: app.auth.customers,
    conversations: new ConversationService(new ConversationRepository(app.database.db), app.domainEvents),
    log: app.log,
  });
  app.decorate('whatsapp', { repository, sender, links, inbound });
  app.customerData.register({
    name: 'whatsapp',
    export: async (customerId) => ({ phone: (await repository.linkOf(customerId))?.phone ?? null }),
    erase: (customerId) => repository.eraseFor(customerId),
  });

  if (options.runJobs) {
    const retries = new Periodic(
      () => sender.retryDue(),
      RETRY_INTERVAL_MS,
      (error) => app.log.error({ err: error }, 'WhatsApp retry round failed'),
    );
    retries.start();
    app.addHook('onClose', () => retries.stop());
  }
  app.addHook('preClose', () => sender.settled());
}

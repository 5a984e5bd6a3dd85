import { contract } from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handle } from '../../lib/endpoint.ts';

/** Linking a WhatsApp number (§2 profile and the whatsapp-verify page). */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = app.whatsapp.links;

  handle(app, contract.getWhatsAppLink, async (request) => ({ phone: await links.phoneOf(request.customer!.id) }));

  handle(app, contract.requestWhatsAppCode, (request) => links.requestCode(request.customer!, request.body.phone, request.ip));

  handle(app, contract.linkWhatsApp, async (request) => {
    const phone = await links.linkWithCode(request.customer!, request.body.phone, request.body.code);
    request.log.info({ audit: 'whatsapp-linked', via: 'code' }, 'WhatsApp number linked');
    return { phone };
  });

  handle(app, contract.linkWhatsAppToken, async (request) => {
    const phone = await links.linkWithToken(request.customer!.id, request.body.token);
    request.log.info({ audit: 'whatsapp-linked', via: 'token' }, 'WhatsApp number linked');
    return { phone };
  });

  handle(app, contract.unlinkWhatsApp, async (request) => {
    await links.unlink(request.customer!.id);
    request.log.info({ audit: 'whatsapp-unlinked' }, 'WhatsApp number unlinked');
    return { phone: null };
  });

  // §2 auth false: the page checks its token before anyone signs in.
  handle(app, contract.checkLinkToken, async (request) => ({
    valid: true as const,
    ...(await links.checkToken(request.params.token)),
  }));
};

import {
  linkTokenCheckSchema,
  linkTokenSchema,
  whatsappCodeRequestSchema,
  whatsappLinkResponseSchema,
  whatsappLinkSchema,
  whatsappPaths,
  whatsappTokenLinkSchema,
} from '@chat/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Linking a WhatsApp number (§2 profile and the whatsapp-verify page). */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = app.whatsapp.links;
  const signedIn = { onRequest: app.requireCustomer };

  app.get(whatsappPaths.link, { ...signedIn, schema: { response: { 200: whatsappLinkResponseSchema } } }, async (request) => ({
    phone: await links.phoneOf(request.customer!.id),
  }));

  app.post(
    whatsappPaths.linkCode,
    { ...signedIn, schema: { body: whatsappCodeRequestSchema, response: { 200: z.object({ sentTo: z.string() }) } } },
    async (request) => links.requestCode(request.customer!, request.body.phone, request.ip),
  );

  app.post(
    whatsappPaths.link,
    { ...signedIn, schema: { body: whatsappLinkSchema, response: { 200: whatsappLinkResponseSchema } } },
    async (request) => {
      const phone = await links.linkWithCode(request.customer!, request.body.phone, request.body.code);
      request.log.info({ audit: 'whatsapp-linked', via: 'code' }, 'WhatsApp number linked');
      return { phone };
    },
  );

  app.post(
    whatsappPaths.linkToken,
    { ...signedIn, schema: { body: whatsappTokenLinkSchema, response: { 200: whatsappLinkResponseSchema } } },
    async (request) => {
      const phone = await links.linkWithToken(request.customer!.id, request.body.token);
      request.log.info({ audit: 'whatsapp-linked', via: 'token' }, 'WhatsApp number linked');
      return { phone };
    },
  );

  app.delete(whatsappPaths.link, { ...signedIn, schema: { response: { 200: whatsappLinkResponseSchema } } }, async (request) => {
    await links.unlink(request.customer!.id);
    request.log.info({ audit: 'whatsapp-unlinked' }, 'WhatsApp number unlinked');
    return { phone: null };
  });

  // §2 auth false: the page checks its token before anyone signs in.
  app.get(
    `${whatsappPaths.tokenCheck}/:token`,
    { schema: { params: z.object({ token: linkTokenSchema }), response: { 200: linkTokenCheckSchema } } },
    async (request) => ({ valid: true as const, ...(await links.checkToken(request.params.token)) }),
  );
};

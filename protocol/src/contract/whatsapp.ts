import { webhookReceiptSchema } from '../billing.ts';
import * as routes from '../routes/index.ts';
import {
  linkTokenCheckSchema,
  linkTokenParamsSchema,
  whatsappCodeRequestSchema,
  whatsappCodeSentSchema,
  whatsappLinkResponseSchema,
  whatsappLinkSchema,
  whatsappTokenLinkSchema,
} from '../whatsapp.ts';
import { endpoint } from './endpoint.ts';

/** The WhatsApp link and webhook (§2, §5). */
export const whatsappEndpoints = {
  getWhatsAppLink: endpoint(routes.getWhatsAppLink, {
    summary: 'The linked WhatsApp number, or null',
    access: 'customer',
    response: { 200: whatsappLinkResponseSchema },
  }),
  linkWhatsApp: endpoint(routes.linkWhatsApp, {
    summary: 'Link a WhatsApp number with the code sent to it',
    access: 'customer',
    body: whatsappLinkSchema,
    response: { 200: whatsappLinkResponseSchema },
  }),
  unlinkWhatsApp: endpoint(routes.unlinkWhatsApp, {
    summary: 'Unlink the WhatsApp number',
    access: 'customer',
    response: { 200: whatsappLinkResponseSchema },
  }),
  requestWhatsAppCode: endpoint(routes.requestWhatsAppCode, {
    summary: 'Send a 6-digit link code to a WhatsApp number',
    access: 'customer',
    body: whatsappCodeRequestSchema,
    response: { 200: whatsappCodeSentSchema },
  }),
  linkWhatsAppToken: endpoint(routes.linkWhatsAppToken, {
    summary: 'Link the number a link token was sent to',
    access: 'customer',
    body: whatsappTokenLinkSchema,
    response: { 200: whatsappLinkResponseSchema },
  }),
  checkLinkToken: endpoint(routes.checkLinkToken, {
    summary: 'Whether a link token is valid, and the number it links, partly hidden (no session: the token is the credential)',
    access: 'public',
    params: linkTokenParamsSchema,
    response: { 200: linkTokenCheckSchema },
  }),
  // No query schema: the handler answers 404 first when WhatsApp is not configured, then refuses
  // any check that is not exactly a matching subscribe (a missing or repeated field too) with 403.
  whatsappWebhookVerify: endpoint(routes.whatsappWebhookVerify, {
    summary: "Meta's subscription check: answers hub.challenge as plain text when hub.verify_token matches",
    access: 'webhook',
  }),
  // No body schema: the signature covers the raw bytes, so the handler verifies them before parsing.
  whatsappWebhook: endpoint(routes.whatsappWebhook, {
    summary: 'WhatsApp Cloud API notifications, signed with X-Hub-Signature-256 over the raw body',
    access: 'webhook',
    response: { 200: webhookReceiptSchema },
  }),
};

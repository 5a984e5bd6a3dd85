import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contract } from '@chat/protocol';
import { handle } from '../../lib/endpoint.ts';
import { AppError } from '../../lib/errors.ts';
import { webhookPayloadSchema, messagesOf } from './payload.ts';

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>`, compared in constant time. */
export function validSignature(secret: string, body: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const notConfigured = () => new AppError(404, 'not_found', 'WhatsApp is not configured.');

/**
 * The WhatsApp Cloud API webhook: GET answers Meta's verification challenge; POST is signed with
 * the app secret over the raw body (so JSON is read as a buffer here, as for Stripe), and nothing
 * of a badly signed request is processed.
 */
export const whatsappWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  handle(app, contract.whatsappWebhookVerify, async (request, reply) => {
    const verifyToken = app.config.whatsapp.verifyToken;
    if (!verifyToken) throw notConfigured();
    const query = request.query as Record<string, unknown>;
    const given = query['hub.verify_token'];
    const challenge = query['hub.challenge'];
    if (
      query['hub.mode'] !== 'subscribe' ||
      typeof given !== 'string' ||
      typeof challenge !== 'string' ||
      challenge.length > 256 ||
      !sameText(given, verifyToken)
    ) {
      request.log.warn('refused a WhatsApp webhook verification');
      throw new AppError(403, 'forbidden', 'The verify token does not match.');
    }
    return reply.type('text/plain').send(challenge);
  });

  handle(app, contract.whatsappWebhook, async (request) => {
    const secret = app.config.whatsapp.appSecret;
    if (!secret) throw notConfigured();
    if (!Buffer.isBuffer(request.body) || !validSignature(secret, request.body, request.headers['x-hub-signature-256'])) {
      request.log.warn('refused a WhatsApp webhook with a bad or missing signature');
      throw new AppError(401, 'unauthorized', 'Invalid signature.');
    }
    let json: unknown;
    try {
      json = JSON.parse(request.body.toString('utf8'));
    } catch {
      throw new AppError(400, 'bad_request', 'The webhook body is not valid JSON.');
    }
    const parsed = webhookPayloadSchema.safeParse(json);
    if (!parsed.success) {
      request.log.warn({ issues: parsed.error.issues.length }, 'malformed WhatsApp webhook');
      throw new AppError(400, 'bad_request', 'The webhook body is not a WhatsApp Business Account notification.');
    }
    const origin = app.config.publicUrl ?? originOf(request);
    for (const message of messagesOf(parsed.data)) await app.whatsapp.inbound.handle(message, origin);
    return { received: true as const };
  });
};

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

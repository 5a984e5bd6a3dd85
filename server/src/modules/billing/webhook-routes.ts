import { contract } from '@chat/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { webhookEvents } from '../../db/schema.ts';
import { handle } from '../../lib/endpoint.ts';
import { AppError } from '../../lib/errors.ts';

const SETTLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** The answer to every delivery taken in, whether it settled something or was a repeat. */
const RECEIVED = { received: true } as const;

/**
 * Gateways' webhooks: server-to-server, so no browser Origin; their bodies are verified instead
 * (Stripe's signature on the raw body). A delivery only triggers the one idempotent settlement,
 * which re-reads the payment from the gateway; repeated events are recorded once and ignored.
 * Their bodies stay raw bytes (the parser below), which is why the contract gives them no body schema.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  handle(app, contract.stripeWebhook, async (request) => {
    const body: unknown = request.body;
    const stripe = app.billing.gateways.stripe;
    if (!stripe || !app.config.stripe) throw new AppError(404, 'not_found', 'Stripe is not configured.');
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('missing signature');
      event = stripe.stripe.webhooks.constructEvent(body, signature, app.config.stripe.webhookSecret);
    } catch {
      request.log.warn('refused a Stripe webhook with a bad or missing signature');
      throw new AppError(400, 'bad_request', 'Invalid signature.');
    }
    const fresh = await app.database.db
      .insert(webhookEvents)
      .values({ id: `stripe:${event.id}` })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0 || !SETTLING_EVENTS.has(event.type)) return RECEIVED;
    const session = event.data.object as Stripe.Checkout.Session;
    const payment = await app.billing.paymentsRepository.findByExternalId(session.id);
    if (payment) await app.billing.payments.settle(payment);
    else request.log.warn({ event: event.type }, 'Stripe webhook for an unknown session');
    return RECEIVED;
  });

  // pawaPay posts the deposit when it is final; the body only says which payment to look at.
  handle(app, contract.pawapayWebhook, async (request) => {
    let depositId: unknown;
    try {
      depositId = (JSON.parse(String(request.body)) as { depositId?: unknown }).depositId;
    } catch {
      throw new AppError(400, 'bad_request', 'The callback body is not valid JSON.');
    }
    if (typeof depositId !== 'string' || depositId.length > 64)
      throw new AppError(400, 'bad_request', 'The callback has no depositId.');
    const payment = await app.billing.paymentsRepository.findByExternalId(depositId);
    if (payment?.gateway === 'pawapay') await app.billing.payments.settle(payment);
    else request.log.warn('pawaPay callback for an unknown deposit');
    return RECEIVED;
  });
};

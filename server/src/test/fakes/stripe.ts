import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackFake, readBody, replyJson } from './loopback.ts';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  mode: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  /** The PaymentIntent holding the money: null until the customer pays (Stripe creates it then). */
  payment_intent: string | null;
}

/** Stripe's Refund object, the fields a refund by PaymentIntent answers. */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

interface FakeIntent {
  id: string;
  charge: string;
  amount: number;
  currency: string;
  refunded: boolean;
}

/** Stripe's error body (`{error: {type, code, message, param}}`). */
const stripeError = (status: number, code: string, message: string, param?: string) => ({
  status,
  body: {
    error: {
      type: 'invalid_request_error',
      code,
      message,
      ...(param ? { param } : {}),
      doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`,
    },
  },
});

/**
 * Stripe's API for Checkout Sessions on loopback (form-encoded requests, JSON answers, Bearer
 * key, Idempotency-Key replay), so the real `stripe` package is exercised.
 */
export class FakeStripe extends LoopbackFake {
  readonly secretKey = 'sk_test_fake';
  readonly sessions = new Map<string, FakeSession>();
  readonly idempotencyKeys = new Map<string, string>();
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds = new Map<string, FakeRefund>();
  private readonly refundKeys = new Map<string, string>();
  readonly requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  /** Answer this status to every request, as Stripe's `api_error` (an outage). */
  failWith: number | undefined;

  protected serve(request: IncomingMessage, response: ServerResponse): void {
    replyJson(response, this.handle(request), { 'request-id': `req_${randomBytes(6).toString('hex')}` });
  }

  /** What the customer does on Stripe's page. */
  pay(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId)!;
    const intent: FakeIntent = {
      id: `pi_test_${randomBytes(12).toString('hex')}`,
      charge: `ch_test_${randomBytes(12).toString('hex')}`,
      amount: session.amount_total,
      currency: session.currency,
      refunded: false,
    };
    this.intents.set(intent.id, intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    return session;
  }

  /** What an operator does in Stripe's Dashboard: refunds the payment outside the app. */
  refundInDashboard(sessionId: string): void {
    this.intents.get(this.sessions.get(sessionId)!.payment_intent!)!.refunded = true;
  }

  expire(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId)!;
    session.status = 'expired';
    return session;
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', this.base);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey });
    if (this.failWith)
      return { status: this.failWith, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const replay = idempotencyKey ? this.idempotencyKeys.get(idempotencyKey) : undefined;
      if (replay) return { status: 200, body: this.sessions.get(replay) };
      const form = new URLSearchParams(await readBody(request));
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `${this.base}/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        mode: form.get('mode') ?? '',
        client_reference_id: form.get('client_reference_id'),
        metadata,
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        payment_intent: null,
      };
      this.sessions.set(id, session);
      if (idempotencyKey) this.idempotencyKeys.set(idempotencyKey, id);
      return { status: 200, body: session };
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') return this.refund(request, idempotencyKey);
    const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve) {
      const session = this.sessions.get(retrieve[1]!);
      return session
        ? { status: 200, body: session }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` },
      },
    };
  }

  /** POST /v1/refunds by `payment_intent`, in full; a replayed Idempotency-Key answers the same refund. */
  private async refund(request: IncomingMessage, idempotencyKey: string | undefined): Promise<{ status: number; body: unknown }> {
    const replay = idempotencyKey ? this.refundKeys.get(idempotencyKey) : undefined;
    if (replay) return { status: 200, body: this.refunds.get(replay) };
    const form = new URLSearchParams(await readBody(request));
    const intentId = form.get('payment_intent');
    if (!intentId) return stripeError(400, 'parameter_missing', 'Missing required param: charge.', 'charge');
    const intent = this.intents.get(intentId);
    if (!intent) return stripeError(400, 'resource_missing', `No such payment_intent: '${intentId}'`, 'payment_intent');
    if (intent.refunded) return stripeError(400, 'charge_already_refunded', `Charge ${intent.charge} has already been refunded.`);
    intent.refunded = true;
    const refund: FakeRefund = {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: intent.amount,
      charge: intent.charge,
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      metadata: {},
      payment_intent: intent.id,
      reason: form.get('reason'),
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    if (idempotencyKey) this.refundKeys.set(idempotencyKey, refund.id);
    return { status: 200, body: refund };
  }
}

import Stripe from 'stripe';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/errors.ts';
import type { GatewayStatus, NextStep, PaymentGateway, PaymentRow, StartContext } from './types.ts';

const DURATION_LABEL = { week: '1 week', month: '1 month', year: '1 year' } as const;

/** Card payments by Stripe Checkout in payment mode (REFERENCE.md: Stripe). */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(settings: NonNullable<Config['stripe']>) {
    const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  }

  /** Stripe chooses the Checkout Session id; until then the payment id stands in. */
  externalIdFor(paymentId: string): string {
    return `pending_${paymentId}`;
  }

  async start(payment: PaymentRow, context: StartContext): Promise<{ next: NextStep; externalId: string }> {
    const returnUrl = `${context.origin}/subscribe?payment=${payment.id}`;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: payment.currency.toLowerCase(),
              unit_amount: payment.amount,
              product_data: { name: `${context.planName} — ${DURATION_LABEL[payment.duration]}` },
            },
          },
        ],
        client_reference_id: payment.id,
        metadata: { paymentId: payment.id, plan: payment.plan, duration: payment.duration },
        ...(context.email ? { customer_email: context.email } : {}),
        success_url: returnUrl,
        cancel_url: `${returnUrl}&canceled=1`,
      },
      { idempotencyKey: `checkout-${payment.id}` },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return { next: { type: 'redirect', url: session.url }, externalId: session.id };
  }

  /** Re-reads the session: only `payment_status: paid` is money received. */
  async check(payment: PaymentRow): Promise<GatewayStatus> {
    if (!payment.externalId.startsWith('cs_')) return { status: 'pending' };
    const session = await this.stripe.checkout.sessions.retrieve(payment.externalId);
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return { status: 'succeeded' };
    if (session.status === 'expired') return { status: 'canceled', failureReason: 'CHECKOUT_EXPIRED' };
    return { status: 'pending' };
  }

  /**
   * A Checkout Session's money is in its PaymentIntent: refunds it in full. The idempotency key
   * makes a repeated refund of the same payment (two operators at once, a retry) one refund.
   */
  async refund(payment: PaymentRow): Promise<void> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(payment.externalId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new AppError(409, 'conflict', 'Stripe has no payment for this Checkout Session: nothing to refund.');
      await this.stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${payment.id}` });
    } catch (error) {
      // Stripe's own refusal (already refunded, unknown payment) says why; an outage stays a plain error.
      if (error instanceof Stripe.errors.StripeError && error.statusCode !== undefined && error.statusCode < 500)
        throw new AppError(502, 'service_unavailable', `Stripe refused the refund: ${error.message} Nothing was changed.`, {
          cause: error,
        });
      throw error;
    }
  }
}

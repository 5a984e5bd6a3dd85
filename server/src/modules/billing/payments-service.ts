import { PAYMENT_CURRENCY, type PaymentMethod, type PlanDuration } from '@chat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseIdentifier } from '../auth/identifiers.ts';
import { failureReasonOf } from './gateways/refused.ts';
import type { NextStep, PaymentGateway, PaymentRow } from './gateways/types.ts';
import type { PaymentsRepository } from './payments-repository.ts';
import type { BillingRepository } from './repository.ts';

const FINAL = new Set(['succeeded', 'failed', 'canceled']);

export interface PaymentRequest {
  plan: 'starter' | 'plus';
  duration: PlanDuration;
  method: PaymentMethod;
  phone?: string;
}

/**
 * Payments in order, each step a transaction (ASVS 2.3.1/2.3.3): the payment is saved before
 * the gateway is called; settling re-asks the gateway and grants exactly one subscription,
 * however many verifies and webhooks arrive, in whatever order. Unknown or failed grants nothing.
 */
export class PaymentsService {
  private readonly db: Db;
  private readonly payments: PaymentsRepository;
  private readonly billing: BillingRepository;
  private readonly gateways: (method: PaymentMethod) => PaymentGateway;
  private readonly gatewayByName: (name: PaymentRow['gateway']) => PaymentGateway;
  private readonly log: FastifyBaseLogger;
  private readonly subscriptionsChanged: (customerId: string) => void;

  constructor(options: {
    db: Db;
    payments: PaymentsRepository;
    billing: BillingRepository;
    gateways: (method: PaymentMethod) => PaymentGateway;
    gatewayByName: (name: PaymentRow['gateway']) => PaymentGateway;
    log: FastifyBaseLogger;
    /** Told after a grant is committed (the plan step caches subscriptions). */
    subscriptionsChanged?: (customerId: string) => void;
  }) {
    this.db = options.db;
    this.payments = options.payments;
    this.billing = options.billing;
    this.gateways = options.gateways;
    this.gatewayByName = options.gatewayByName;
    this.log = options.log;
    this.subscriptionsChanged = options.subscriptionsChanged ?? (() => {});
  }

  async create(
    customer: { id: string; email: string | null },
    request: PaymentRequest,
    origin: string,
  ): Promise<{ payment: PaymentRow; next: NextStep }> {
    const plan = await this.billing.findPlan(request.plan);
    const currency = PAYMENT_CURRENCY[request.method];
    const price = plan?.prices.find((candidate) => candidate.duration === request.duration && candidate.currency === currency);
    if (!plan || !price) throw badRequest('This plan is not available for that duration.');
    const phone = request.method === 'mobile-money' ? mobileNumber(request.phone) : null;
    const gateway = this.gateways(request.method);
    const id = newId();
    const payment = await this.payments.insert({
      id,
      customerId: customer.id,
      plan: plan.key,
      duration: request.duration,
      method: request.method,
      gateway: gateway.name,
      amount: price.amount,
      currency,
      externalId: gateway.externalIdFor(id),
      phone,
    });
    this.log.info({ paymentId: id, gateway: gateway.name, method: request.method }, 'payment started');
    try {
      const started = await gateway.start(payment, { origin, email: customer.email, planName: plan.name });
      const saved = started.externalId ? await this.payments.update(id, { externalId: started.externalId }) : payment;
      return { payment: saved, next: started.next };
    } catch (error) {
      if (error instanceof AppError) {
        await this.payments.update(id, { status: 'failed', failureReason: failureReasonOf(error), settledAt: new Date() });
        throw error;
      }
      // A timeout leaves the payment pending: verify later asks the gateway again.
      this.log.error({ err: error, paymentId: id }, 'gateway did not answer the start of a payment');
      throw new AppError(
        503,
        'service_unavailable',
        'The payment provider did not answer. Please try again or verify in a moment.',
        { cause: error },
      );
    }
  }

  async get(customerId: string, id: string): Promise<PaymentRow> {
    const payment = await this.payments.findOwn(customerId, id);
    if (!payment) throw notFound('Payment not found.');
    return payment;
  }

  async verify(customerId: string, id: string): Promise<PaymentRow> {
    return this.settle(await this.get(customerId, id));
  }

  /** The one idempotent settlement, shared by verify, webhooks and the sandbox checkout. */
  async settle(payment: PaymentRow): Promise<PaymentRow> {
    if (FINAL.has(payment.status)) return payment;
    const result = await this.gatewayByName(payment.gateway).check(payment);
    if (result.status === 'pending') return payment;
    const settled = await this.db.transaction(async (tx) => {
      const locked = await this.payments.lock(payment.id, tx);
      if (!locked || FINAL.has(locked.status)) return locked ?? payment;
      const settled = await this.payments.update(
        payment.id,
        { status: result.status, failureReason: result.failureReason ?? null, settledAt: new Date() },
        tx,
      );
      if (result.status === 'succeeded')
        await this.billing.grant(payment.customerId, payment.plan, payment.duration, payment.id, new Date(), tx);
      this.log.info({ paymentId: payment.id, status: result.status }, 'payment settled');
      return settled;
    });
    // After the commit: an instance that reads the subscriptions again must see the new one.
    if (result.status === 'succeeded') this.subscriptionsChanged(payment.customerId);
    return settled;
  }

  /** The local checkout page of the sandbox card gateway records the person's choice. */
  async sandboxCheckout(customerId: string, id: string, outcome: 'paid' | 'canceled'): Promise<PaymentRow> {
    const payment = await this.get(customerId, id);
    if (payment.gateway !== 'sandbox' || payment.method !== 'card') throw notFound('Payment not found.');
    if (FINAL.has(payment.status)) return payment;
    return this.settle(await this.payments.update(id, { sandboxOutcome: outcome }));
  }
}

function mobileNumber(input: string | undefined): string {
  if (!input) throw badRequest('Enter the phone number of the mobile money account.');
  const parsed = parseIdentifier(input);
  if (parsed.kind !== 'phone') throw badRequest('Enter the phone number of the mobile money account.');
  return parsed.value;
}

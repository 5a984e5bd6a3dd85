import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { PaymentGateway, PaymentRow } from '../../billing/gateways/types.ts';
import type { AuditRecord } from '../audit-repository.ts';
import type { AdminPaymentsRepository, PaymentListing } from './repository.ts';

/** Writes the operator's action to the audit log, in the given transaction when there is one. */
export type Audit = (entry: Omit<AuditRecord, 'operator'>, executor?: Db) => Promise<unknown>;

const GATEWAY_LABEL: Record<PaymentRow['gateway'], string> = { stripe: 'Stripe', pawapay: 'pawaPay', sandbox: 'The sandbox' };

interface AdminPaymentsDeps {
  db: Db;
  repository: AdminPaymentsRepository;
  gatewayByName: (name: PaymentRow['gateway']) => PaymentGateway;
  settle: (payment: PaymentRow) => Promise<PaymentRow>;
  subscriptionsChanged: (customerId: string) => void;
  log: FastifyBaseLogger;
}

const snapshot = (payment: PaymentRow) => ({
  status: payment.status,
  refundedAt: payment.refundedAt?.toISOString() ?? null,
  refundReason: payment.refundReason,
});

/**
 * The console's payment actions (issue 22). A refund asks the gateway first (where it can refund)
 * and changes nothing here when it fails; then one transaction marks the payment, cancels the
 * subscription it granted and writes the audit entry, so the three never disagree.
 */
export class AdminPaymentsService {
  private readonly deps: AdminPaymentsDeps;

  constructor(deps: AdminPaymentsDeps) {
    this.deps = deps;
  }

  async refund(id: string, reason: string, audit: Audit): Promise<PaymentListing> {
    const { db, repository } = this.deps;
    const found = await this.find(id);
    assertRefundable(found.payment);
    const gateway = this.gateway(found.payment);
    if (gateway.refund) {
      try {
        await gateway.refund(found.payment);
      } catch (error) {
        throw this.gatewayFailure(error, found.payment, 'refund');
      }
    }
    const refundedAt = new Date();
    await db.transaction(async (tx) => {
      // Another operator may have refunded it while the gateway answered: the lock decides who records it.
      const locked = await repository.lock(id, tx);
      if (!locked) throw notFound('Payment not found.');
      assertRefundable(locked);
      await repository.markRefunded(id, reason, refundedAt, tx);
      const subscription = await repository.cancelGrantOf(id, refundedAt, tx);
      await audit(
        {
          action: 'payment.refund',
          target: { type: 'payment', id },
          before: snapshot(locked),
          after: {
            ...snapshot({ ...locked, status: 'refunded', refundedAt, refundReason: reason }),
            canceledSubscription: subscription,
          },
          reason,
        },
        tx,
      );
    });
    // After the commit: every instance reads the customer's subscriptions again (the plan falls back at once).
    this.deps.subscriptionsChanged(found.payment.customerId);
    this.deps.log.info({ paymentId: id, gateway: found.payment.gateway }, 'payment refunded by an operator');
    return this.find(id);
  }

  /** Asks the gateway again about a pending payment; a settled one is answered as it is, unchanged. */
  async recheck(id: string, audit: Audit): Promise<PaymentListing> {
    const found = await this.find(id);
    if (found.payment.status !== 'pending') return found;
    this.gateway(found.payment);
    let settled: PaymentRow;
    try {
      settled = await this.deps.settle(found.payment);
    } catch (error) {
      throw this.gatewayFailure(error, found.payment, 'check');
    }
    await audit({
      action: 'payment.recheck',
      target: { type: 'payment', id },
      before: { status: found.payment.status },
      after: { status: settled.status, failureReason: settled.failureReason },
    });
    return { ...found, payment: settled };
  }

  private async find(id: string): Promise<PaymentListing> {
    const found = await this.deps.repository.find(id);
    if (!found) throw notFound('Payment not found.');
    return found;
  }

  /** The payment's gateway; one no longer configured cannot be asked (503, nothing changes). */
  private gateway(payment: PaymentRow): PaymentGateway {
    try {
      return this.deps.gatewayByName(payment.gateway);
    } catch (error) {
      throw new AppError(
        503,
        'service_unavailable',
        `${GATEWAY_LABEL[payment.gateway]} is not configured on this server: the payment cannot be asked about. Nothing was changed.`,
        { cause: error },
      );
    }
  }

  private gatewayFailure(error: unknown, payment: PaymentRow, step: 'refund' | 'check'): AppError {
    // A gateway's own refusal (Stripe's 4xx) is already a clear AppError.
    if (error instanceof AppError) return error;
    this.deps.log.error({ err: error, paymentId: payment.id, step }, 'payment gateway failed for an operator');
    return new AppError(
      503,
      'service_unavailable',
      `${GATEWAY_LABEL[payment.gateway]} did not answer. Nothing was changed; try again in a moment.`,
      { cause: error },
    );
  }
}

function assertRefundable(payment: PaymentRow): void {
  if (payment.status === 'refunded') throw new AppError(409, 'conflict', 'This payment is already refunded.');
  if (payment.status !== 'succeeded')
    throw new AppError(409, 'conflict', `Only a succeeded payment can be refunded; this one is ${payment.status}.`);
}

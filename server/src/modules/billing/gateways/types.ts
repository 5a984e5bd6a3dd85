import type { payments, PaymentStatus } from '../../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

export type NextStep = { type: 'redirect'; url: string } | { type: 'accept-on-phone' };

export interface StartContext {
  origin: string;
  email: string | null;
  planName: string;
}

export interface GatewayStatus {
  status: PaymentStatus;
  failureReason?: string;
}

/**
 * One interface for every way to pay (card by Stripe Checkout, mobile money by pawaPay, and the
 * offline sandbox). `start` asks the gateway to collect the money; `check` asks it, never the
 * client, whether it was collected.
 */
export interface PaymentGateway {
  readonly name: PaymentRow['gateway'];
  /** The id the gateway will know the payment by, chosen before calling it when it allows. */
  externalIdFor(paymentId: string): string;
  /** Asks the gateway to collect; `externalId` is set when the gateway chose the id (Stripe's session). */
  start(payment: PaymentRow, context: StartContext): Promise<{ next: NextStep; externalId?: string }>;
  check(payment: PaymentRow): Promise<GatewayStatus>;
  /**
   * Gives a succeeded payment's money back (issue 22), for a gateway that can; one without it
   * (pawaPay, the sandbox) has the operator's refund recorded only. Throws an AppError when the
   * gateway refuses, any other error when it did not answer.
   */
  refund?(payment: PaymentRow): Promise<void>;
}

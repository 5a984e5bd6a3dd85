import type { Payment } from '@chat/protocol';
import type { TFunction } from '@/lib/i18n';

/**
 * A payment's failure reason is the gateway's code (pawaPay's deposit failure codes, REFERENCE.md;
 * CHECKOUT_EXPIRED for a card checkout that ran out): each known one becomes a sentence that says
 * what happened and what to do, in the person's language. Any other code, or a reason written as
 * text, gets the generic sentence: a code is never what a person reads (§8). The subscribe page
 * says it when a payment fails, the payments history beside each one that did.
 */
const SENTENCES: Record<string, (t: TFunction) => string> = {
  PAYER_LIMIT_REACHED: (t) => t('subscribe.reasons.payerLimitReached'),
  PAYER_NOT_FOUND: (t) => t('subscribe.reasons.payerNotFound'),
  PAYMENT_NOT_APPROVED: (t) => t('subscribe.reasons.paymentNotApproved'),
  INSUFFICIENT_BALANCE: (t) => t('subscribe.reasons.insufficientBalance'),
  PAYMENT_IN_PROGRESS: (t) => t('subscribe.reasons.paymentInProgress'),
  INVALID_PHONE_NUMBER: (t) => t('subscribe.reasons.invalidPhoneNumber'),
  AMOUNT_OUT_OF_BOUNDS: (t) => t('subscribe.reasons.amountOutOfBounds'),
  PROVIDER_TEMPORARILY_UNAVAILABLE: (t) => t('subscribe.reasons.providerUnavailable'),
  CHECKOUT_EXPIRED: (t) => t('subscribe.reasons.checkoutExpired'),
};

export function failureSentence(reason: string, t: TFunction): string {
  const sentence = Object.hasOwn(SENTENCES, reason) ? SENTENCES[reason] : undefined;
  return sentence ? sentence(t) : t('subscribe.reasons.unknown');
}

/** Why a payment did not go through, in words; undefined for one that did or still may. */
export function paymentFailure(payment: Pick<Payment, 'status' | 'failureReason'>, t: TFunction): string | undefined {
  if (payment.status === 'failed') return failureSentence(payment.failureReason ?? '', t);
  // A canceled one has a reason only when the gateway gave one (a card checkout that expired).
  if (payment.status === 'canceled' && payment.failureReason) return failureSentence(payment.failureReason, t);
  return undefined;
}

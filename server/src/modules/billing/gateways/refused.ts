import { AppError } from '../../../lib/errors.ts';

/**
 * A gateway refused a payment outright. Its failure code (pawaPay's, e.g. INVALID_PHONE_NUMBER) is
 * what the payment records, like the codes of payments that fail later, so the client can say
 * why in the person's language; the message stays the API's answer.
 */
export class PaymentRefused extends AppError {
  readonly failureCode: string;

  constructor(failureCode: string) {
    super(400, 'bad_request', `The mobile money provider refused the payment (${failureCode}).`);
    this.failureCode = failureCode;
  }
}

/** What a payment records as the reason of an error at its start. */
export const failureReasonOf = (error: AppError) => (error instanceof PaymentRefused ? error.failureCode : error.message);

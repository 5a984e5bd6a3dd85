import { randomUUID } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/errors.ts';
import { failureReasonOf, PaymentRefused } from './refused.ts';
import type { GatewayStatus, NextStep, PaymentGateway, PaymentRow } from './types.ts';

interface DepositAnswer {
  depositId: string;
  status: 'ACCEPTED' | 'REJECTED' | 'DUPLICATE_IGNORED';
  failureReason?: { failureCode: string; failureMessage?: string };
}

interface DepositStatus {
  status: 'FOUND' | 'NOT_FOUND';
  data?: {
    status: 'ACCEPTED' | 'PROCESSING' | 'IN_RECONCILIATION' | 'COMPLETED' | 'FAILED';
    failureReason?: { failureCode: string };
  };
}

/** Cameroon's operators: Orange answers on 69x and 655–659, MTN on the rest of 6xx. */
export function cameroonProvider(phone: string): 'ORANGE_CMR' | 'MTN_MOMO_CMR' {
  const national = phone.replace(/^\+?237/, '');
  return /^(69|65[5-9])/.test(national) ? 'ORANGE_CMR' : 'MTN_MOMO_CMR';
}

/** Mobile money by pawaPay v2 deposits (REFERENCE.md: pawaPay). */
export class PawapayGateway implements PaymentGateway {
  readonly name = 'pawapay' as const;
  private readonly settings: NonNullable<Config['pawapay']>;

  constructor(settings: NonNullable<Config['pawapay']>) {
    this.settings = settings;
  }

  /** The depositId is a UUIDv4 we generate and save before calling, so a retry is safe. */
  externalIdFor(): string {
    return randomUUID();
  }

  async start(payment: PaymentRow): Promise<{ next: NextStep }> {
    const phone = (payment.phone ?? '').replace(/^\+/, '');
    const answer = await this.call<DepositAnswer>('POST', '/v2/deposits', {
      depositId: payment.externalId,
      amount: String(payment.amount),
      currency: payment.currency,
      payer: { type: 'MMO', accountDetails: { phoneNumber: phone, provider: cameroonProvider(phone) } },
      clientReferenceId: payment.id,
      customerMessage: 'Chat Assistant',
    });
    if (answer.status === 'REJECTED') throw new PaymentRefused(answer.failureReason?.failureCode ?? 'REJECTED');
    return { next: { type: 'accept-on-phone' } };
  }

  /** The deposit's final state, asked of pawaPay itself (a callback body is never trusted). */
  async check(payment: PaymentRow): Promise<GatewayStatus> {
    const answer = await this.call<DepositStatus>('GET', `/v2/deposits/${encodeURIComponent(payment.externalId)}`);
    if (answer.status !== 'FOUND' || !answer.data) {
      // The first request never arrived (a timeout or an outage): submitting the same depositId again is safe.
      try {
        await this.start(payment);
      } catch (error) {
        if (error instanceof AppError) return { status: 'failed', failureReason: failureReasonOf(error) };
        throw error;
      }
      return { status: 'pending' };
    }
    if (answer.data.status === 'COMPLETED') return { status: 'succeeded' };
    if (answer.data.status === 'FAILED')
      return { status: 'failed', failureReason: answer.data.failureReason?.failureCode ?? 'FAILED' };
    return { status: 'pending' };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.settings.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.settings.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`pawaPay answered ${response.status} to ${method} ${path}`);
    return (await response.json()) as T;
  }
}

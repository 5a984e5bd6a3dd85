import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackFake, readBody, replyJson } from './loopback.ts';

interface Deposit {
  depositId: string;
  status: 'ACCEPTED' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  amount: string;
  currency: string;
  country: string;
  payer: { type: string; accountDetails: { phoneNumber: string; provider: string } };
  created: string;
  failureReason?: { failureCode: string };
}

const FAILURES: Record<string, string> = {
  '019': 'PAYER_LIMIT_REACHED',
  '029': 'PAYER_NOT_FOUND',
  '039': 'PAYMENT_NOT_APPROVED',
  '069': 'UNSPECIFIED_FAILURE',
};

/**
 * pawaPay v2 deposits on loopback, with the sandbox numbers of REFERENCE.md: …789 completes,
 * …019/029/039/069 fail, …129 never completes; numbers ending in 000 are rejected at once.
 */
export class FakePawapay extends LoopbackFake {
  readonly token = 'pawapay-test-token';
  readonly deposits = new Map<string, Deposit>();
  readonly received: unknown[] = [];
  /** Answer this status to every request (a gateway outage). */
  failWith: number | undefined;

  protected serve(request: IncomingMessage, response: ServerResponse): void {
    replyJson(response, this.handle(request));
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    if (this.failWith) return { status: this.failWith, body: { errorMessage: 'unavailable' } };
    if (request.headers.authorization !== `Bearer ${this.token}`) return { status: 401, body: { errorMessage: 'unauthorized' } };
    const url = new URL(request.url ?? '/', this.base);
    if (request.method === 'POST' && url.pathname === '/v2/deposits') {
      const body = JSON.parse(await readBody(request)) as Omit<Deposit, 'status' | 'created' | 'country'>;
      this.received.push(body);
      if (this.deposits.has(body.depositId))
        return {
          status: 200,
          body: { depositId: body.depositId, status: 'DUPLICATE_IGNORED', created: new Date().toISOString() },
        };
      const ending = body.payer.accountDetails.phoneNumber.slice(-3);
      if (ending === '000')
        return {
          status: 200,
          body: { depositId: body.depositId, status: 'REJECTED', failureReason: { failureCode: 'INVALID_PHONE_NUMBER' } },
        };
      const failureCode = FAILURES[ending];
      const deposit: Deposit = {
        ...body,
        country: 'CMR',
        created: new Date().toISOString(),
        status: ending === '789' ? 'COMPLETED' : ending === '129' ? 'PROCESSING' : failureCode ? 'FAILED' : 'COMPLETED',
        ...(failureCode ? { failureReason: { failureCode } } : {}),
      };
      this.deposits.set(body.depositId, deposit);
      return { status: 200, body: { depositId: body.depositId, status: 'ACCEPTED', created: deposit.created } };
    }
    const match = /^\/v2\/deposits\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const deposit = this.deposits.get(match[1]!);
      return { status: 200, body: deposit ? { status: 'FOUND', data: deposit } : { status: 'NOT_FOUND' } };
    }
    return { status: 404, body: { errorMessage: 'not found' } };
  }
}

import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import type { CustomerRow } from '../customers/repository.ts';
import { deliverCode, type CodeDelivery } from './code-delivery.ts';
import type { Identifier } from './identifiers.ts';
import { verifyPassword } from './passwords.ts';
import type { RequestContext } from './service.ts';
import type { SessionStore } from './sessions.ts';

/** The 403 a sign-in change answers without a recent proof; the web opens its proof dialog on the code. */
export const REAUTHENTICATION_REQUIRED =
  'For your security, confirm it is you first: enter a code we send to your e-mail or phone, or your password.';
export const WRONG_PASSWORD = 'The password is incorrect.';
/** Wrong passwords one session may give before it is ended: a stolen session cannot keep guessing. */
export const MAX_WRONG_PASSWORDS = 5;

export type ProofChannel = 'email' | 'phone';

export interface ReauthenticationDeps extends CodeDelivery {
  sessions: SessionStore;
  /** How long a proof lets the session change how the account signs in (REAUTHENTICATION_SECONDS). */
  windowSeconds: number;
  /** Ends one session and its sockets (after too many wrong passwords). */
  endSession: (sessionId: string) => Promise<void>;
}

/**
 * Step-up re-authentication (ASVS 7.5.1): a session proves, again, that it is the owner's (a code
 * sent to a current e-mail or phone, or the password) before it may change how the account signs
 * in. A sign-in is such a proof too (sessions.ts), so a fresh session needs no second one.
 */
export class ReauthenticationService {
  private readonly deps: ReauthenticationDeps;

  constructor(deps: ReauthenticationDeps) {
    this.deps = deps;
  }

  /** Refuses with 403 `reauthentication_required` unless this session proved ownership within the window. */
  async requireRecentProof(sessionId: string | undefined): Promise<void> {
    const provedAt = sessionId ? await this.deps.sessions.reauthenticatedAt(sessionId) : null;
    if (!provedAt || Date.now() - provedAt.getTime() > this.deps.windowSeconds * 1000) {
      throw new AppError(403, 'reauthentication_required', REAUTHENTICATION_REQUIRED);
    }
  }

  /** Sends a code to the account's own e-mail or phone (never to an address the caller types). */
  requestCode(customer: CustomerRow, channel: ProofChannel, context: RequestContext) {
    return deliverCode(this.deps, currentIdentifier(customer, channel), 'reauthenticate', context, {
      customerId: customer.id,
      locale: customer.locale,
      name: customer.name,
    });
  }

  async proveWithCode(sessionId: string, customer: CustomerRow, channel: ProofChannel, code: string): Promise<Date> {
    await this.deps.codes.verify(currentIdentifier(customer, channel).value, 'reauthenticate', code, { customerId: customer.id });
    return this.proved(sessionId);
  }

  async proveWithPassword(sessionId: string, customer: CustomerRow, password: string): Promise<Date> {
    if (await verifyPassword(customer.passwordHash, password)) return this.proved(sessionId);
    if ((await this.deps.sessions.recordReauthenticationFailure(sessionId)) >= MAX_WRONG_PASSWORDS) {
      await this.deps.endSession(sessionId);
      throw unauthorized();
    }
    throw badRequest(WRONG_PASSWORD);
  }

  private async proved(sessionId: string): Promise<Date> {
    const at = await this.deps.sessions.markReauthenticated(sessionId);
    return new Date(at.getTime() + this.deps.windowSeconds * 1000);
  }
}

function currentIdentifier(customer: CustomerRow, channel: ProofChannel): Identifier {
  const value = customer[channel];
  if (!value)
    throw badRequest(
      channel === 'email' ? 'There is no e-mail address on this account.' : 'There is no phone number on this account.',
    );
  return { kind: channel, value };
}

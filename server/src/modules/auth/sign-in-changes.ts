import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_CHANGE_UNDO_DAYS, SIGN_IN_CHANGE_UNDO_PATH } from '@chat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { SignInChangeKind, SignInMethodsSnapshot } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pickLocale } from '../../lib/locale.ts';
import { signInChangeNotice, type NoticeKind } from '../../messaging/sign-in-change-notice.ts';
import type { CustomerChanges, CustomerRepository, CustomerRow } from '../customers/repository.ts';
import { deliverCode, sendOrUnavailable, type CodeDelivery } from './code-delivery.ts';
import type { GoogleIdentity } from './google.ts';
import { parseIdentifier, type Identifier } from './identifiers.ts';
import type { RequestContext } from './service.ts';
import type { SignInChangeRepository } from './sign-in-change-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVALID_UNDO_LINK = 'This undo link is invalid, was already used or has expired.';
const NOT_TOLD =
  'We could not tell your current e-mail or phone about this change, so nothing was changed. Please try again in a moment.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SignInChangeDeps extends CodeDelivery {
  customers: CustomerRepository;
  changes: SignInChangeRepository;
  /** Ends every session of the customer but the one that made the change, and their sockets. */
  endOtherSessions: (customerId: string, keptSessionId: string) => Promise<void>;
  /** Ends every session of the customer and their sockets. */
  endAllSessions: (customerId: string) => Promise<void>;
  log: FastifyBaseLogger;
}

/** The session that makes a change (it stays signed in) and the origin the undo link points at. */
export interface ChangeContext {
  sessionId: string;
  origin: string;
}

/**
 * Changes of how an account signs in: its e-mail, its phone, its Google link. Each is told to the
 * previous e-mail and phone with a link that undoes it for 7 days, and ends the other sessions;
 * the routes ask for a recent proof of ownership first (reauthentication.ts).
 */
export class SignInChangeService {
  private readonly deps: SignInChangeDeps;

  constructor(deps: SignInChangeDeps) {
    this.deps = deps;
  }

  /**
   * The code goes to the new identifier, and the answer is the same whether another account has
   * it or not: the refusal comes once the code proves the caller owns it, so nobody learns whose it is.
   */
  requestIdentifierCode(customer: CustomerRow, input: string, context: RequestContext) {
    return deliverCode(this.deps, parseIdentifier(input), 'verify-identifier', context, {
      customerId: customer.id,
      locale: customer.locale,
      name: customer.name,
    });
  }

  async verifyIdentifier(customer: CustomerRow, input: string, code: string, context: ChangeContext): Promise<CustomerRow> {
    const identifier = parseIdentifier(input);
    await this.deps.codes.verify(identifier.value, 'verify-identifier', code, { customerId: customer.id });
    await this.assertIdentifierFree(identifier, customer.id);
    if (customer[identifier.kind] === identifier.value) return customer;
    return this.change(customer, identifier.kind, { [identifier.kind]: identifier.value }, identifier.value, context);
  }

  async linkGoogle(customer: CustomerRow, identity: GoogleIdentity, context: ChangeContext): Promise<CustomerRow> {
    const owner = await this.deps.customers.findByGoogleSub(identity.sub);
    if (owner && owner.id !== customer.id)
      throw new AppError(409, 'conflict', 'This Google account is already linked to another account.');
    const google = { googleSub: identity.sub, googleEmail: identity.email, googlePicture: identity.picture };
    // The same Google account again only refreshes its address and picture.
    if (customer.googleSub === identity.sub) return this.deps.customers.update(customer.id, google);
    return this.change(customer, 'google-linked', google, identity.email, context);
  }

  /** Unlinking must leave a way to sign in: an e-mail or a phone for codes. */
  async unlinkGoogle(customer: CustomerRow, context: ChangeContext): Promise<CustomerRow> {
    if (!customer.email && !customer.phone) throw badRequest('Add an e-mail or a phone number first, so you can still sign in.');
    if (!customer.googleSub) return customer;
    const unlinked = { googleSub: null, googleEmail: null, googlePicture: null };
    return this.change(customer, 'google-unlinked', unlinked, null, context);
  }

  /**
   * The undo link: the sign-in methods go back to what they were before that change (undoing every
   * later change too), the password is removed (whoever made the change may have set it) and
   * every session ends. The owner then signs in with a code to their restored e-mail or phone.
   */
  async undo(token: string): Promise<void> {
    const change = await this.deps.changes.live(hashToken(token));
    if (!change) throw badRequest(INVALID_UNDO_LINK);
    const restored = await this.restorable(change.previous, change.customerId);
    if (!(await this.deps.changes.undo(change, restored))) throw badRequest(INVALID_UNDO_LINK);
    await this.deps.endAllSessions(change.customerId);
    this.deps.log.info(
      { audit: 'sign-in-change-undone', customerId: change.customerId, kind: change.kind },
      'sign-in change undone: previous identifiers restored, password removed, every session ended',
    );
  }

  private async change(
    customer: CustomerRow,
    kind: SignInChangeKind,
    fields: CustomerChanges,
    value: string | null,
    context: ChangeContext,
  ): Promise<CustomerRow> {
    const token = randomBytes(32).toString('base64url');
    // Told before anything changes: when the previous e-mail or phone cannot be told, nothing changes.
    await this.notify(customer, noticeKind(kind, customer), value, `${context.origin}${SIGN_IN_CHANGE_UNDO_PATH}/${token}`);
    const updated = await this.deps.changes.record(customer.id, fields, {
      id: newId(),
      kind,
      previous: snapshotOf(customer),
      undoTokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SIGN_IN_CHANGE_UNDO_DAYS * DAY_MS),
    });
    // ASVS 7.4.3: whoever else held a session (a thief, or the owner elsewhere) signs in again.
    await this.deps.endOtherSessions(customer.id, context.sessionId);
    this.deps.log.info(
      { audit: 'sign-in-change', customerId: customer.id, kind },
      'sign-in method changed; other sessions ended',
    );
    return updated;
  }

  /** Mails the previous e-mail and texts the previous phone, in the customer's language. */
  private async notify(customer: CustomerRow, kind: NoticeKind, value: string | null, undoUrl: string): Promise<void> {
    const message = signInChangeNotice(pickLocale(customer.locale, undefined), {
      kind,
      value,
      undoUrl,
      days: SIGN_IN_CHANGE_UNDO_DAYS,
      name: customer.name,
    });
    const recipients = [
      ...(customer.email ? [{ channel: 'mail' as const, to: customer.email }] : []),
      ...(customer.phone ? [{ channel: 'sms' as const, to: customer.phone }] : []),
    ];
    if (recipients.length === 0)
      this.deps.log.warn({ customerId: customer.id, kind }, 'sign-in change with no e-mail or phone to tell');
    for (const recipient of recipients) await sendOrUnavailable(this.deps.messenger, { ...recipient, ...message }, NOT_TOLD);
  }

  /** What can be restored: an identifier another account took since (only its owner could) stays off. */
  private async restorable(previous: SignInMethodsSnapshot, customerId: string): Promise<SignInMethodsSnapshot> {
    const othersHave = async (owner: Promise<CustomerRow | undefined>) => {
      const row = await owner;
      return row !== undefined && row.id !== customerId;
    };
    const { customers } = this.deps;
    const emailTaken =
      previous.email !== null && (await othersHave(customers.findByIdentifier({ kind: 'email', value: previous.email })));
    const phoneTaken =
      previous.phone !== null && (await othersHave(customers.findByIdentifier({ kind: 'phone', value: previous.phone })));
    const googleTaken = previous.googleSub !== null && (await othersHave(customers.findByGoogleSub(previous.googleSub)));
    return {
      email: emailTaken ? null : previous.email,
      phone: phoneTaken ? null : previous.phone,
      ...(googleTaken
        ? { googleSub: null, googleEmail: null, googlePicture: null }
        : { googleSub: previous.googleSub, googleEmail: previous.googleEmail, googlePicture: previous.googlePicture }),
    };
  }

  private async assertIdentifierFree(identifier: Identifier, customerId: string): Promise<void> {
    const owner = await this.deps.customers.findByIdentifier(identifier);
    if (owner && owner.id !== customerId) {
      throw new AppError(
        409,
        'conflict',
        identifier.kind === 'email'
          ? 'This e-mail is already used by another account.'
          : 'This phone number is already used by another account.',
      );
    }
  }
}

function snapshotOf(customer: CustomerRow): SignInMethodsSnapshot {
  const { email, phone, googleSub, googleEmail, googlePicture } = customer;
  return { email, phone, googleSub, googleEmail, googlePicture };
}

function noticeKind(kind: SignInChangeKind, before: CustomerRow): NoticeKind {
  if (kind === 'email') return before.email ? 'email-changed' : 'email-added';
  if (kind === 'phone') return before.phone ? 'phone-changed' : 'phone-added';
  return kind;
}

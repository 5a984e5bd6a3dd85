import type { Locale } from '@chat/protocol';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailures, type CodePurpose } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pickLocale } from '../../lib/locale.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { codeMessage } from '../../messaging/templates.ts';
import { firstNameOf } from '../customers/names.ts';
import { CustomerRepository, type CustomerRow } from '../customers/repository.ts';
import { CODE_TTL_MINUTES, CodeService } from './codes.ts';
import { parseEmail, parseIdentifier, type Identifier } from './identifiers.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** ASVS 6.1.1: at most this many failed password sign-ins per identifier, per window. */
const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_WINDOW = 10;
const WRONG_CREDENTIALS = 'The e-mail, phone or password is incorrect.';

export interface RequestContext {
  ip: string;
  locale: Locale;
}

export interface SignInResult {
  customer: CustomerRow;
  deletionCancelled: boolean;
}

/** Sign in, sign up, codes and passwords (the table of the accounts issue). */
export class AuthService {
  readonly customers: CustomerRepository;
  private readonly db: Db;
  private readonly codes: CodeService;
  private readonly messenger: Messenger;

  constructor(db: Db, secret: string, messenger: Messenger, limits: { ipMultiplier: number; resendSeconds: number }) {
    this.db = db;
    this.customers = new CustomerRepository(db);
    this.codes = new CodeService(db, secret, limits);
    this.messenger = messenger;
  }

  /** Sends a sign-in code; the answer is the same whether an account exists or not (ASVS 6.3.8). */
  async requestSignInCode(input: string, context: RequestContext) {
    const identifier = parseIdentifier(input);
    const existing = await this.customers.findByIdentifier(identifier);
    return this.sendCode(identifier, 'login', context, { locale: existing?.locale, name: existing?.name });
  }

  /** Sign-up: the name travels with the code; the account is created when the code is verified. */
  async signUp(name: string, email: string, context: RequestContext) {
    const identifier: Identifier = { kind: 'email', value: parseEmail(email) };
    const existing = await this.customers.findByIdentifier(identifier);
    // Only an existing account is greeted: a name typed by whoever asked is not mailed to the address.
    return this.sendCode(identifier, 'login', context, { payload: { name }, locale: existing?.locale, name: existing?.name });
  }

  async signInWithCode(input: string, code: string, locale: Locale): Promise<SignInResult> {
    const identifier = parseIdentifier(input);
    const { payload } = await this.codes.verify(identifier.value, 'login', code);
    let customer = await this.customers.findByIdentifier(identifier);
    if (!customer) {
      const name = payload?.name ?? '';
      customer = await this.customers.create({
        [identifier.kind]: identifier.value,
        name,
        firstName: firstNameOf(name),
        locale,
      });
    }
    return this.completeSignIn(customer);
  }

  async signInWithPassword(input: string, password: string): Promise<SignInResult> {
    const identifier = parseIdentifier(input);
    await this.enforceFailureLimit(identifier.value);
    const customer = await this.customers.findByIdentifier(identifier);
    const valid = await verifyPassword(customer?.passwordHash ?? null, password);
    if (!customer || !valid) {
      await this.db.insert(signInFailures).values({ id: newId(), identifier: identifier.value });
      throw new AppError(400, 'bad_request', WRONG_CREDENTIALS);
    }
    return this.completeSignIn(customer);
  }

  /** A reset code goes out only to an existing account, but the answer never says which. */
  async requestPasswordReset(input: string, context: RequestContext) {
    const identifier = parseIdentifier(input);
    const customer = await this.customers.findByIdentifier(identifier);
    if (!customer)
      return { channel: identifier.kind === 'email' ? 'mail' : 'sms', resendAfterSeconds: this.codes.resendSeconds } as const;
    return this.sendCode(identifier, 'reset', context, { locale: customer.locale, name: customer.name });
  }

  async resetPassword(input: string, code: string, password: string, confirmPassword: string): Promise<CustomerRow> {
    if (password !== confirmPassword) throw badRequest('The passwords do not match.');
    const identifier = parseIdentifier(input);
    await this.codes.verify(identifier.value, 'reset', code);
    const customer = await this.customers.findByIdentifier(identifier);
    if (!customer) throw badRequest('The code is incorrect or has expired. Ask for a new one.');
    return this.customers.update(customer.id, { passwordHash: await hashPassword(password) });
  }

  /** Signing in within the grace period cancels a pending deletion (§4). */
  async completeSignIn(customer: CustomerRow): Promise<SignInResult> {
    if (!customer.deletionRequestedAt) return { customer, deletionCancelled: false };
    const updated = await this.customers.update(customer.id, {
      deletionRequestedAt: null,
      deletionReasons: null,
      deletionComments: null,
    });
    return { customer: updated, deletionCancelled: true };
  }

  private async sendCode(
    identifier: Identifier,
    purpose: CodePurpose,
    context: RequestContext,
    options: { customerId?: string; payload?: Record<string, string>; locale?: string | null; name?: string },
  ) {
    const code = await this.codes.issue(identifier.value, purpose, {
      customerId: options.customerId,
      payload: options.payload,
      ip: context.ip,
    });
    const locale = pickLocale(options.locale ?? context.locale, undefined);
    const message = codeMessage(locale, purpose, code, CODE_TTL_MINUTES, options.name);
    const channel = identifier.kind === 'email' ? 'mail' : 'sms';
    try {
      await this.messenger.send({ channel, to: identifier.value, ...message });
    } catch (error) {
      // The code stays valid; the customer may ask again once the transport answers.
      throw new AppError(503, 'service_unavailable', 'We could not send the code right now. Please try again in a moment.', {
        cause: error,
      });
    }
    return { channel, resendAfterSeconds: this.codes.resendSeconds } as const;
  }

  private async enforceFailureLimit(identifier: string): Promise<void> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(
        and(eq(signInFailures.identifier, identifier), gt(signInFailures.createdAt, new Date(Date.now() - FAILURE_WINDOW_MS))),
      );
    if ((row?.count ?? 0) >= MAX_FAILURES_PER_WINDOW) {
      throw new AppError(429, 'rate_limited', 'Too many failed sign-ins. Try again in 15 minutes, or sign in with a code.');
    }
  }
}

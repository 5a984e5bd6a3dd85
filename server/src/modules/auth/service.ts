import type { Locale } from '@chat/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CodePurpose } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { BackgroundDeliveries } from '../../messaging/deliveries.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { firstNameOf } from '../customers/names.ts';
import { CustomerRepository, type CustomerRow } from '../customers/repository.ts';
import { deliverCode, type DeliveryOptions } from './code-delivery.ts';
import { CodeService } from './codes.ts';
import type { DeviceCookies } from './device-cookies.ts';
import { parseEmail, parseIdentifier, type Identifier } from './identifiers.ts';
import { PasswordThrottle } from './password-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const WRONG_CREDENTIALS = 'The e-mail, phone or password is incorrect.';

export interface RequestContext {
  ip: string;
  locale: Locale;
}

/** Who tries a password: the address, and the device cookie the browser sent if any. */
export interface PasswordClient {
  ip: string;
  deviceCookie: string | undefined;
}

export interface AuthDependencies {
  db: Db;
  secret: string;
  messenger: Messenger;
  devices: DeviceCookies;
  log: FastifyBaseLogger;
}

export interface SignInResult {
  customer: CustomerRow;
  deletionCancelled: boolean;
}

/** Sign in, sign up, codes and passwords (the table of the accounts issue). */
export class AuthService {
  readonly customers: CustomerRepository;
  /** Messages sent after the answer; the app waits for them when it closes. */
  readonly deliveries: BackgroundDeliveries;
  /** Shared with the proof of ownership and sign-in changes: one set of spacing rules for every code. */
  readonly codes: CodeService;
  private readonly messenger: Messenger;
  private readonly devices: DeviceCookies;
  private readonly passwordThrottle: PasswordThrottle;

  constructor(deps: AuthDependencies, limits: { ipMultiplier: number; resendSeconds: number }) {
    this.customers = new CustomerRepository(deps.db);
    this.codes = new CodeService(deps.db, deps.secret, limits);
    this.messenger = deps.messenger;
    this.deliveries = new BackgroundDeliveries(deps.messenger, deps.log);
    this.devices = deps.devices;
    this.passwordThrottle = new PasswordThrottle(deps.db);
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

  async signInWithCode(input: string, code: string, context: RequestContext): Promise<SignInResult> {
    const identifier = parseIdentifier(input);
    const { payload } = await this.codes.verify(identifier.value, 'login', code, { ip: context.ip });
    let customer = await this.customers.findByIdentifier(identifier);
    if (!customer) {
      const name = payload?.name ?? '';
      customer = await this.customers.create({
        [identifier.kind]: identifier.value,
        name,
        firstName: firstNameOf(name),
        locale: context.locale,
      });
    }
    return this.completeSignIn(customer);
  }

  /** A device this account signed in on before is counted on its own; see PasswordThrottle. */
  async signInWithPassword(input: string, password: string, client: PasswordClient): Promise<SignInResult> {
    const identifier = parseIdentifier(input);
    const customer = await this.customers.findByIdentifier(identifier);
    const device = this.devices.deviceOf(client.deviceCookie, customer?.id);
    const source = device ? { device } : { ip: client.ip };
    await this.passwordThrottle.enforce(identifier.value, source);
    const valid = await verifyPassword(customer?.passwordHash ?? null, password);
    if (!customer || !valid) {
      await this.passwordThrottle.recordFailure(identifier.value, source);
      throw new AppError(400, 'bad_request', WRONG_CREDENTIALS);
    }
    await this.passwordThrottle.clear(identifier.value, source);
    return this.completeSignIn(customer);
  }

  /**
   * A reset code goes out only to an existing account, but nothing tells which (ASVS 6.3.8): an
   * unknown identifier gets a code row that matches no code, so the spacing, the answer and the
   * work before it are the same, and the real code is sent after the answer.
   */
  async requestPasswordReset(input: string, context: RequestContext) {
    const identifier = parseIdentifier(input);
    const customer = await this.customers.findByIdentifier(identifier);
    return this.sendCode(
      identifier,
      'reset',
      context,
      customer ? { locale: customer.locale, name: customer.name, when: 'after-answer' } : { when: 'none' },
    );
  }

  async resetPassword(input: string, code: string, passwords: { password: string; confirmPassword: string }, ip: string) {
    const { password, confirmPassword } = passwords;
    if (password !== confirmPassword) throw badRequest('The passwords do not match.');
    const identifier = parseIdentifier(input);
    await this.codes.verify(identifier.value, 'reset', code, { ip });
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

  /** Sign-in and sign-up send to known and unknown identifiers alike, so they may wait for the send. */
  private sendCode(identifier: Identifier, purpose: CodePurpose, context: RequestContext, options: DeliveryOptions) {
    return deliverCode(
      { codes: this.codes, messenger: this.messenger, deliveries: this.deliveries },
      identifier,
      purpose,
      context,
      options,
    );
  }
}

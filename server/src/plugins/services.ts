import type { FastifyInstance } from 'fastify';
import { Messenger } from '../messaging/messenger.ts';
import { ReauthenticationService } from '../modules/auth/reauthentication.ts';
import { AuthService } from '../modules/auth/service.ts';
import { SignInChangeRepository } from '../modules/auth/sign-in-change-repository.ts';
import { SignInChangeService } from '../modules/auth/sign-in-changes.ts';
import { CustomerDataRegistry } from '../modules/customers/customer-data.ts';
import { CustomerService, type ConversationArchive } from '../modules/customers/service.ts';
import { disconnectCustomer, disconnectOtherSessions, disconnectSession } from '../realtime/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
    auth: AuthService;
    customerService: CustomerService;
    /** Step-up proof of ownership before a sign-in change (ASVS 7.5.1). */
    reauthentication: ReauthenticationService;
    /** Changing the e-mail, phone or Google link: told to the previous ones, undoable for 7 days. */
    signInChanges: SignInChangeService;
    /** Modules register what they keep about a customer, for export and erasure (§4). */
    customerData: CustomerDataRegistry;
  }
}

/** The account services every module may use, created once per app. */
export function registerServices(app: FastifyInstance): void {
  const messenger = new Messenger(app.config, app.log);
  const auth = new AuthService(
    { db: app.database.db, secret: app.config.sessionSecret, messenger, devices: app.deviceCookies, log: app.log },
    { ipMultiplier: app.config.rateLimitMultiplier, resendSeconds: app.config.codeResendSeconds },
  );
  // Codes sent after their answer go out before the app stops.
  app.addHook('onClose', () => auth.deliveries.settled());
  const customerData = new CustomerDataRegistry();
  app.decorate('messenger', messenger);
  app.decorate('auth', auth);
  app.decorate('customerData', customerData);
  // The archive is the exports module's, registered after the chat registry: looked up when a clearance runs.
  const archive: ConversationArchive = (customerId, locale, extras) =>
    app.conversationExports.archive(customerId, locale, extras);
  app.decorate('customerService', new CustomerService(auth.customers, customerData, messenger, app.log, archive));
  registerSignInChangeServices(app, auth);
}

/** The proof of ownership and the sign-in changes it guards; sessions end with their sockets, on every instance. */
function registerSignInChangeServices(app: FastifyInstance, auth: AuthService): void {
  const delivery = { codes: auth.codes, messenger: app.messenger };
  const reauthentication = new ReauthenticationService({
    ...delivery,
    sessions: app.sessions,
    windowSeconds: app.config.reauthenticationSeconds,
    endSession: async (sessionId) => {
      await app.sessions.revoke(sessionId);
      disconnectSession(app.io, sessionId);
    },
  });
  const signInChanges = new SignInChangeService({
    ...delivery,
    customers: auth.customers,
    changes: new SignInChangeRepository(app.database.db),
    endOtherSessions: async (customerId, keptSessionId) => {
      await app.sessions.revokeAll(customerId, keptSessionId);
      disconnectOtherSessions(app.io, customerId, keptSessionId);
    },
    endAllSessions: async (customerId) => {
      await app.sessions.revokeAll(customerId);
      disconnectCustomer(app.io, customerId);
    },
    log: app.log,
  });
  app.decorate('reauthentication', reauthentication);
  app.decorate('signInChanges', signInChanges);
}

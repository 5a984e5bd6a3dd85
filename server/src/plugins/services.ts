import type { FastifyInstance } from 'fastify';
import { Messenger } from '../messaging/messenger.ts';
import { AuthService } from '../modules/auth/service.ts';
import { CustomerDataRegistry } from '../modules/customers/customer-data.ts';
import { CustomerService } from '../modules/customers/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
    auth: AuthService;
    customerService: CustomerService;
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
  app.decorate('customerService', new CustomerService(auth.customers, customerData, messenger, app.log));
}

import type { PaymentMethod } from '@chat/protocol';
import type { Config } from '../../../config.ts';
import { PawapayGateway } from './pawapay.ts';
import { SandboxGateway } from './sandbox.ts';
import type { StripeGateway } from './stripe.ts';
import type { PaymentGateway, PaymentRow } from './types.ts';

export interface Gateways {
  forMethod: (method: PaymentMethod) => PaymentGateway;
  byName: (name: PaymentRow['gateway']) => PaymentGateway;
  stripe: StripeGateway | undefined;
}

/**
 * Card goes to Stripe and mobile money to pawaPay when configured; otherwise to the sandbox. The
 * Stripe SDK is loaded only when configured.
 */
export async function createGateways(config: Config): Promise<Gateways> {
  const sandbox = new SandboxGateway();
  const stripe = config.stripe ? new (await import('./stripe.ts')).StripeGateway(config.stripe) : undefined;
  const pawapay = config.pawapay ? new PawapayGateway(config.pawapay) : undefined;
  const all: Partial<Record<PaymentRow['gateway'], PaymentGateway>> = { sandbox, stripe, pawapay };
  return {
    forMethod: (method) => (method === 'card' ? (stripe ?? sandbox) : (pawapay ?? sandbox)),
    byName: (name) => {
      const gateway = all[name];
      if (!gateway) throw new Error(`payment gateway ${name} is not configured`);
      return gateway;
    },
    stripe,
  };
}

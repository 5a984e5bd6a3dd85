import type { PaymentMethod } from '@chat/protocol';
import type { Config } from '../../../config.ts';
import { PawapayGateway } from './pawapay.ts';
import { SandboxGateway } from './sandbox.ts';
import { StripeGateway } from './stripe.ts';
import type { PaymentGateway, PaymentRow } from './types.ts';

export interface Gateways {
  forMethod: (method: PaymentMethod) => PaymentGateway;
  byName: (name: PaymentRow['gateway']) => PaymentGateway;
  stripe: StripeGateway | undefined;
}

/** Card goes to Stripe and mobile money to pawaPay when configured; otherwise to the sandbox. */
export function createGateways(config: Config): Gateways {
  const sandbox = new SandboxGateway();
  const stripe = config.stripe ? new StripeGateway(config.stripe) : undefined;
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

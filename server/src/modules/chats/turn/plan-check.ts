import type { ChatsRequestCode, QuotaLimit } from '@chat/protocol';
import type { RegisteredModel } from '../../../ai/types.ts';

export interface PlanCheckInput {
  customerId: string;
  model: RegisteredModel;
  conversationId: string | null;
  /** The customer's IANA time zone, as the channel knows it (socket handshake, messaging app…); UTC when absent. */
  timeZone?: string;
}

export type PlanDecision =
  | {
      allowed: true;
      /** Near the limit: tell the customer (chats:request suggest-payment) and still answer. */
      notice?: Extract<ChatsRequestCode, 'suggest-payment'>;
      /** A free customer: after the answer the client applies §4's payment-dialog rule. */
      freeTier?: boolean;
    }
  | {
      allowed: false;
      code: Extract<ChatsRequestCode, 'no-subscription'>;
      /** Which daily limit was reached: the plan's messages, or this model's free allowance. */
      limit: QuotaLimit;
    };

/**
 * The quota step of the send pipeline (DESIGN §6.7); the billing module builds the real one
 * (modules/billing/plan-check.ts). A plain function so every channel can pass its own time zone.
 */
export type PlanCheck = (input: PlanCheckInput) => Promise<PlanDecision>;

export const allowEveryone: PlanCheck = () => Promise.resolve({ allowed: true });

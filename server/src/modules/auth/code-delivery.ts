import type { CodePurpose } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { pickLocale } from '../../lib/locale.ts';
import type { BackgroundDeliveries } from '../../messaging/deliveries.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import type { OutgoingMessage } from '../../messaging/outbox.ts';
import { codeMessage } from '../../messaging/templates.ts';
import { CODE_TTL_MINUTES, type CodeService } from './codes.ts';
import type { Identifier } from './identifiers.ts';
import type { RequestContext } from './service.ts';

export interface CodeDelivery {
  codes: CodeService;
  messenger: Messenger;
  /** Needed only for `when: 'after-answer'`. */
  deliveries?: BackgroundDeliveries;
}

/** When a code reaches its identifier: before the answer, after it, or never (no account to reset). */
export type DeliveryTime = 'before-answer' | 'after-answer' | 'none';

export interface DeliveryOptions {
  customerId?: string;
  payload?: Record<string, string>;
  locale?: string | null;
  name?: string;
  /** Before the answer unless said otherwise: a transport failure is then the customer's 503. */
  when?: DeliveryTime;
}

/** How a code went out: the client says "check your e-mail" or "check your phone". */
export const channelOf = (identifier: Identifier) => (identifier.kind === 'email' ? 'mail' : 'sms');

/** Sends a message by mail or SMS; a transport that does not answer is a clear 503, never a 500. */
export async function sendOrUnavailable(messenger: Messenger, message: OutgoingMessage, refusal: string): Promise<void> {
  try {
    await messenger.send(message);
  } catch (error) {
    throw new AppError(503, 'service_unavailable', refusal, { cause: error });
  }
}

/**
 * Issues a code for (identifier, purpose) and sends it in the customer's language. A code held by
 * the identifier's spacing (issued by someone else moments ago) is not sent again: the newest one
 * already sent still works.
 */
export async function deliverCode(
  { codes, messenger, deliveries }: CodeDelivery,
  identifier: Identifier,
  purpose: CodePurpose,
  context: RequestContext,
  options: DeliveryOptions,
) {
  const when = options.when ?? 'before-answer';
  const { code, resendAfterSeconds } = await codes.issue(identifier.value, purpose, {
    customerId: options.customerId,
    payload: options.payload,
    ip: context.ip,
    placeholder: when === 'none',
  });
  const channel = channelOf(identifier);
  if (code !== null) {
    const locale = pickLocale(options.locale ?? context.locale, undefined);
    const message: OutgoingMessage = {
      channel,
      to: identifier.value,
      ...codeMessage(locale, purpose, code, CODE_TTL_MINUTES, options.name),
    };
    if (when === 'after-answer' && deliveries) deliveries.send(message);
    // The code stays valid when the transport fails; the customer may ask again once it answers.
    else await sendOrUnavailable(messenger, message, 'We could not send the code right now. Please try again in a moment.');
  }
  return { channel, resendAfterSeconds } as const;
}

import type { CodePurpose } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { pickLocale } from '../../lib/locale.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import type { OutgoingMessage } from '../../messaging/outbox.ts';
import { codeMessage } from '../../messaging/templates.ts';
import { CODE_TTL_MINUTES, type CodeService } from './codes.ts';
import type { Identifier } from './identifiers.ts';
import type { RequestContext } from './service.ts';

export interface CodeDelivery {
  codes: CodeService;
  messenger: Messenger;
}

export interface DeliveryOptions {
  customerId?: string;
  locale?: string | null;
  name?: string;
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

/** Issues a code for (identifier, purpose) and sends it in the customer's language. */
export async function deliverCode(
  { codes, messenger }: CodeDelivery,
  identifier: Identifier,
  purpose: CodePurpose,
  context: RequestContext,
  options: DeliveryOptions,
) {
  const code = await codes.issue(identifier.value, purpose, { customerId: options.customerId, ip: context.ip });
  const locale = pickLocale(options.locale ?? context.locale, undefined);
  const channel = channelOf(identifier);
  // The code stays valid when the transport fails; the customer may ask again once it answers.
  await sendOrUnavailable(
    messenger,
    { channel, to: identifier.value, ...codeMessage(locale, purpose, code, CODE_TTL_MINUTES, options.name) },
    'We could not send the code right now. Please try again in a moment.',
  );
  return { channel, resendAfterSeconds: codes.resendSeconds } as const;
}

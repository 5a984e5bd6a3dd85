import type { WhatsAppConfig } from '../../config.ts';

/** WhatsApp's text body limit (REFERENCE.md). */
export const WHATSAPP_TEXT_LIMIT = 4096;

export type GraphMessage =
  { kind: 'text'; to: string; body: string } | { kind: 'code'; to: string; code: string; template: string; language: string };

/** A refusal that will not change on retry (4xx): the message is marked failed at once. */
export class PermanentSendError extends Error {
  override name = 'PermanentSendError';
}

/** The Graph API messages endpoint: POST {base}/{PHONE_NUMBER_ID}/messages with a Bearer token. */
export async function postGraphMessage(send: NonNullable<WhatsAppConfig['send']>, message: GraphMessage): Promise<string> {
  const to = message.to.replace(/^\+/, '');
  const body =
    message.kind === 'text'
      ? {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'text',
          text: { preview_url: false, body: message.body },
        }
      : {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: message.code }] },
              { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.code }] },
            ],
          },
        };
  const response = await fetch(`${send.apiBase}/${encodeURIComponent(send.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${send.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: string }[] } | null;
  if (response.status >= 400 && response.status < 500 && response.status !== 429)
    throw new PermanentSendError(`Graph API answered ${response.status}`);
  if (!response.ok) throw new Error(`Graph API answered ${response.status}`);
  const id = answer?.messages?.[0]?.id;
  if (!id) throw new Error('Graph API answered without a message id');
  return id;
}

/** Splits a long answer at WhatsApp's limit, preferring paragraph, line and word breaks. */
export function splitForWhatsApp(text: string, limit = WHATSAPP_TEXT_LIMIT): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const window = rest.slice(0, limit);
    const cut =
      [window.lastIndexOf('\n\n'), window.lastIndexOf('\n'), window.lastIndexOf(' ')].find((i) => i > limit / 2) ?? limit;
    parts.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) parts.push(rest);
  return parts;
}

import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackFake, readBody, replyJson } from './loopback.ts';

export interface SentMessage {
  phoneNumberId: string;
  to: string;
  type: 'text' | 'template';
  text?: { body: string; preview_url?: boolean };
  template?: { name: string; components: { parameters: { text: string }[] }[] };
  id: string;
}

/** `X-Hub-Signature-256` of a body, as Meta computes it with the app secret. */
export function signWebhook(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export const newWamid = () => `wamid.${randomBytes(12).toString('hex')}`;

/** A webhook notification with text messages from `from` (digits, no plus), shaped as in REFERENCE.md. */
export function inboundPayload(
  from: string,
  messages: ({ type?: 'text'; text: string } | { type: string; text?: undefined })[],
  ids: string[] = messages.map(newWamid),
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba-1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: 'phone-number-1' },
              contacts: [{ profile: { name: 'Test' }, wa_id: from }],
              messages: messages.map((message, index) => ({
                from,
                id: ids[index]!,
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: message.type ?? 'text',
                ...(message.text !== undefined ? { text: { body: message.text } } : { image: { id: 'media-1' } }),
              })),
            },
          },
        ],
      },
    ],
  };
}

/**
 * The WhatsApp Cloud API on loopback: `POST /v{N}/{PHONE_NUMBER_ID}/messages` with a Bearer token
 * records the message and answers a wamid; `failNext` answers 5xx a number of times (an outage).
 * It also posts signed webhooks to the app, as Meta does.
 */
export class FakeWhatsApp extends LoopbackFake {
  readonly token = 'whatsapp-test-token';
  readonly phoneNumberId = 'phone-number-1';
  readonly appSecret = 'whatsapp-app-secret';
  readonly verifyToken = 'whatsapp-verify-token';
  readonly sent: SentMessage[] = [];
  /** Answer 503 to this many next sends. */
  failNext = 0;

  protected serve(request: IncomingMessage, response: ServerResponse): void {
    replyJson(response, this.handle(request));
  }

  /** The app's settings pointing at this fake. */
  env(): Record<string, string> {
    return {
      WHATSAPP_TOKEN: this.token,
      WHATSAPP_PHONE_NUMBER_ID: this.phoneNumberId,
      WHATSAPP_APP_SECRET: this.appSecret,
      WHATSAPP_VERIFY_TOKEN: this.verifyToken,
      WHATSAPP_API_BASE: `${this.base}/v23.0`,
    };
  }

  /** Texts sent to `to` (digits or +digits), in order. */
  textsTo(to: string): string[] {
    const digits = to.replace(/^\+/, '');
    return this.sent.filter((m) => m.to === digits).map((m) => m.text?.body ?? `[template ${m.template?.name}]`);
  }

  /** The newest confirmation code sent to `to`: in a text, or as the authentication template's parameter. */
  codeSentTo(to: string): string | undefined {
    const digits = to.replace(/^\+/, '');
    const message = this.sent.filter((m) => m.to === digits).at(-1);
    const text = message?.text?.body ?? message?.template?.components[0]?.parameters[0]?.text ?? '';
    return /\b(\d{6})\b/.exec(text)?.[1];
  }

  /** Posts a signed webhook to `url`, as Meta does. */
  async postWebhook(url: string, payload: unknown, secret = this.appSecret): Promise<Response> {
    const body = JSON.stringify(payload);
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(secret, body) },
      body,
    });
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const match = /^\/v\d+\.\d+\/([\w-]+)\/messages$/.exec(new URL(request.url ?? '/', 'http://x').pathname);
    if (request.method !== 'POST' || !match) return { status: 404, body: { error: { message: 'Unknown path', code: 100 } } };
    if (request.headers.authorization !== `Bearer ${this.token}`)
      return { status: 401, body: { error: { message: 'Invalid OAuth access token', code: 190 } } };
    if (this.failNext > 0) {
      this.failNext--;
      return { status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } };
    }
    const body = JSON.parse(await readBody(request)) as Omit<SentMessage, 'id' | 'phoneNumberId'> & {
      messaging_product?: string;
    };
    if (body.messaging_product !== 'whatsapp' || !/^\d{6,20}$/.test(body.to))
      return { status: 400, body: { error: { message: 'Invalid parameter', code: 100 } } };
    if (body.type === 'text' && (!body.text?.body || body.text.body.length > 4096))
      return { status: 400, body: { error: { message: 'Invalid text body', code: 100 } } };
    const id = newWamid();
    this.sent.push({ ...body, id, phoneNumberId: match[1]! });
    return {
      status: 200,
      body: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] },
    };
  }
}

// Run standalone: `node server/src/test/fakes/whatsapp.ts <port>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await new FakeWhatsApp().start(Number(process.argv[2] ?? 0));
  console.log(`fake WhatsApp Graph API on ${fake.base}`);
}

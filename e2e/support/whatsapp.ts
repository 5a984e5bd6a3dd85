import { createHmac, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { outboxFor } from './outbox';

/** A fresh Romanian mobile number per test, so parallel tests never share one. */
export const uniquePhone = () => `+4074${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;

/** Posts a text message from `phone` to the webhook, signed with the app secret as Meta does. */
export async function sendFromWhatsApp(request: APIRequestContext, phone: string, text: string): Promise<void> {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba-e2e',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: 'e2e' },
              contacts: [{ profile: { name: 'E2E' }, wa_id: phone.slice(1) }],
              messages: [
                {
                  from: phone.slice(1),
                  id: `wamid.${randomBytes(12).toString('hex')}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', process.env.E2E_WHATSAPP_SECRET!).update(body).digest('hex')}`;
  const response = await request.post('/api/webhooks/whatsapp', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: body,
  });
  expect(response.status()).toBe(200);
}

/** Waits for the n-th WhatsApp message to `phone` (the outbox stands in for the Graph API). */
export async function whatsappMessage(phone: string, nth = 1): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(async () => {
      text = (await outboxFor(phone)).filter((m) => m.channel === 'whatsapp')[nth - 1]?.text;
      return text;
    })
    .toBeTruthy();
  return text!;
}

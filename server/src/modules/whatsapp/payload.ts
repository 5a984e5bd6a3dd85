import { multiLineText, singleLineText } from '@chat/protocol';
import { z } from 'zod';

/**
 * The parts of a WhatsApp Cloud API webhook we read (REFERENCE.md); other fields pass unread. Its
 * strings reach the database as the web's do, through the same text schemas: a control character
 * in the message id refuses the notification, one in the text is stripped (issue 19).
 */
const inboundMessage = z.object({
  from: z.string().regex(/^\d{6,20}$/),
  id: singleLineText().min(1).max(256),
  timestamp: z.string().max(20).optional(),
  type: z.string().max(40),
  text: z.object({ body: multiLineText() }).optional(),
});

export const webhookPayloadSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        id: z.string().optional(),
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({
                messaging_product: z.literal('whatsapp').optional(),
                messages: z.array(inboundMessage).max(100).optional(),
                statuses: z.array(z.unknown()).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
export type InboundMessage = z.infer<typeof inboundMessage>;

/** The messages of a payload, in order; delivery receipts (statuses) carry none. */
export function messagesOf(payload: WebhookPayload): InboundMessage[] {
  return payload.entry.flatMap((entry) =>
    entry.changes.filter((change) => change.field === 'messages').flatMap((change) => change.value.messages ?? []),
  );
}

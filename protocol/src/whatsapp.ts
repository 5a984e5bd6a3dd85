import { z } from 'zod';
import { objectIdSchema } from './ids.ts';
import { REPORT_DESCRIPTION_MAX } from './constants.ts';
import { multiLineText, singleLineText } from './text-schemas.ts';

/** Link tokens are 32 random bytes in base64url (256 bits). */
const linkTokenSchema = z.string().regex(/^[\w-]{43}$/, 'is not a valid link token');
export const linkTokenParamsSchema = z.object({ token: linkTokenSchema });

const phone = singleLineText().min(6).max(32);

export const whatsappCodeRequestSchema = z.object({ phone }).strict();
export const whatsappLinkSchema = z.object({ phone, code: z.string().regex(/^\d{6}$/, 'must be 6 digits') }).strict();
export const whatsappTokenLinkSchema = z.object({ token: linkTokenSchema }).strict();

export const whatsappLinkResponseSchema = z.object({ phone: z.string().nullable() });

/** The code went to this number (as the customer typed it, normalised). */
export const whatsappCodeSentSchema = z.object({ sentTo: z.string() });

/** The token page shows which number it links, partly hidden. */
export const linkTokenCheckSchema = z.object({ valid: z.literal(true), phone: z.string() });

/** Report content (§2): a description of the problem with one chat (an assistant answer). */
export const reportRequestSchema = z
  .object({
    chat: objectIdSchema,
    description: multiLineText().trim().min(1, 'must not be empty').max(REPORT_DESCRIPTION_MAX),
  })
  .strict();
export type ReportRequest = z.input<typeof reportRequestSchema>;
export const reportResponseSchema = z.object({ _id: objectIdSchema, createdAt: z.string() });

import { z } from 'zod';
import { DELETION_REASONS, LOCALES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { objectIdSchema } from './ids.ts';
import { customInstructionsSchema, customInstructionsUpdateSchema } from './instructions.ts';
import { multiLineText, singleLineText } from './text-schemas.ts';

/** The external identity record (Google) with its picture (§3). */
const externalIdentitySchema = z.object({
  provider: z.literal('google'),
  email: z.string().nullable(),
  picture: z.string().nullable(),
});

/** Customer as the API presents it (§3: name, firstName, an external identity with a picture). */
const customerSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  firstName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  locale: z.string().nullable(),
  external: externalIdentitySchema.nullable(),
  hasPassword: z.boolean(),
  /** When account deletion was requested (§4: 30-day grace), or null. */
  deletionRequestedAt: z.string().nullable(),
  /** When data clearance was requested (§4: erased after 7 days), or null. */
  clearanceRequestedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Custom instructions (issue 21): the customer's own, never shown to anyone else. */
  instructions: customInstructionsSchema,
});

export type Customer = z.infer<typeof customerSchema>;

/** Profile and sign-in responses carry the customer and the preferred model id (§3, §7). */
export const profileResponseSchema = z.object({
  customer: customerSchema,
  model: z.string().nullable(),
});

export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** GET /customers/profile: the profile, and `operator: true` for an operator of the console (issue 22). */
export const ownProfileResponseSchema = profileResponseSchema.extend({ operator: z.literal(true).optional() });
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;

/**
 * Sign-in answers the own profile (the operator flag too, so an operator's account menu shows the
 * console at once), and says when signing in cancelled a pending deletion (§4).
 */
export const signInResponseSchema = ownProfileResponseSchema.extend({ deletionCancelled: z.boolean().optional() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

const identifier = singleLineText().min(3).max(254);
const code = z.string().regex(/^\d{6}$/, 'must be 6 digits');
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);
const personName = singleLineText().min(1).max(100);

export const otpRequestSchema = z.object({ identifier }).strict();
export const passwordLoginSchema = z.object({ identifier, password: z.string().min(1).max(128) }).strict();
export const codeLoginSchema = z.object({ identifier, code }).strict();
export const signupSchema = z.object({ name: personName, email: identifier }).strict();
export const resetRequestSchema = z.object({ identifier }).strict();
export const resetPasswordSchema = z.object({ identifier, code, password, confirmPassword: z.string().max(128) }).strict();
export const verifyIdentifierRequestSchema = z.object({ identifier }).strict();
export const verifyIdentifierSchema = z.object({ identifier, code }).strict();
/** Where the code that proves ownership goes: the account's current e-mail or phone. */
export const reauthenticationCodeRequestSchema = z.object({ channel: z.enum(['email', 'phone']) }).strict();
/** Ownership proved with that code, or with the password (ASVS 7.5.1). */
export const reauthenticateSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('code'), channel: z.enum(['email', 'phone']), code }).strict(),
  z.object({ method: z.literal('password'), password: z.string().min(1).max(128) }).strict(),
]);
export const reauthenticatedResponseSchema = z.object({ reauthenticatedUntil: z.string() });
/** The token of an undo link (43 base64url characters). */
export const undoSignInChangeSchema = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) }).strict();
export const undoSignInChangeResponseSchema = z.object({ ok: z.literal(true) });
export const googleCodeSchema = z
  .object({ code: singleLineText().min(1).max(2048), state: singleLineText().min(1).max(200) })
  .strict();
/** The popup's first hop: sign in with Google, or link it to the signed-in account. */
export const googleStartQuerySchema = z.object({ mode: z.enum(['login', 'link']) });

/**
 * §7's body: the customer's own fields of §3. `name` is the full name the app shows; `firstName`,
 * when sent, is kept as sent, and otherwise derived from a new `name` by the server (issue 38).
 */
export const updateCustomerSchema = z
  .object({
    name: personName.optional(),
    firstName: personName.optional(),
    locale: z.enum(LOCALES).optional(),
    instructions: customInstructionsUpdateSchema.optional(),
  })
  .strict();

const confirmed = z.literal(true, { error: 'must be confirmed' });
export const deletionRequestSchema = z
  .object({
    reasons: z.array(z.enum(DELETION_REASONS)).max(DELETION_REASONS.length).default([]),
    comments: multiLineText().trim().max(2000).default(''),
    confirmPermanent: confirmed,
    confirmDataLoss: confirmed,
  })
  .strict();
export const dataClearanceSchema = z.object({ confirmPermanent: confirmed, confirmExport: confirmed }).strict();

/** How a code was sent: the client says "check your e-mail" or "check your phone". */
export const codeSentResponseSchema = z.object({ channel: z.enum(['mail', 'sms']), resendAfterSeconds: z.number().int() });

/** Which sign-in methods the server offers (Google only when configured). */
export const authOptionsResponseSchema = z.object({ google: z.boolean() });

export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/** When the account will be erased unless the customer signs in again (§4: 30-day grace). */
export const deletionResponseSchema = z.object({ deletionScheduledFor: z.string() });

/** The customer with the clearance requested, and when their data is erased (§4: after 7 days). */
export const clearanceResponseSchema = z.object({ customer: customerSchema, erasesAt: z.string() });

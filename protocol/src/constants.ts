/** Business constants and limits of SPEC §9, shared by web and server. */

/** Page size for chats, conversations, subscriptions and providers (§7, §9). */
export const PAGE_SIZE = 24;

/** Verification code length (§5, §9). */
export const CODE_LENGTH = 6;

/** Supported interface languages (§1, §9). */
export const LOCALES = ['en', 'es', 'it', 'ro', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const DEFAULT_LOCALE_TAG = 'en-US';

/** Account deletion grace period and data clearance delay, in days (§4, §9). */
export const DELETION_GRACE_DAYS = 30;
export const DATA_CLEARANCE_DAYS = 7;
/** A change of e-mail, phone or Google link can be undone from its notice for this long. */
export const SIGN_IN_CHANGE_UNDO_DAYS = 7;
/** The web page of that undo link (`<path>/<token>`), which the server writes into the notice. */
export const SIGN_IN_CHANGE_UNDO_PATH = '/account/undo-change';

/** Toast lifetimes in milliseconds (§9); the upgrade suggestion is sticky. */
export const TOAST_ERROR_MS = 5000;
export const TOAST_PROCESSING_MS = 3000;

/** PWA install banner delay (§9). */
export const PWA_BANNER_DELAY_MS = 3000;

/** Header carrying the browser's IANA time zone on every API call (§7). */
export const TIMEZONE_HEADER = 'x-timezone';

/** Path of the realtime socket (§4). */
export const SOCKET_PATH = '/socket';

/** The single channel every client message travels on (§4). */
export const SOCKET_CHANNEL = 'events';

/** The reasons checklist of the account deletion form (§2). */
export const DELETION_REASONS = [
  'privacy',
  'not-useful',
  'too-expensive',
  'technical-issues',
  'switching-service',
  'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

/** Password bounds (ASVS 6.2.1 / 6.2.9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Plans (§1) and their durations (§2, §9). */
export const PLAN_KEYS = ['free', 'starter', 'plus'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export const PLAN_DURATIONS = ['week', 'month', 'year'] as const;
export type PlanDuration = (typeof PLAN_DURATIONS)[number];
/** Payment by card or by mobile money (§2 subscribe). */
export const PAYMENT_METHODS = ['card', 'mobile-money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Card payments are charged in EUR, mobile money in XAF (pawaPay Cameroon); the catalog has both. */
export const PAYMENT_CURRENCY: Record<PaymentMethod, string> = { card: 'EUR', 'mobile-money': 'XAF' };

/**
 * A readable companion of the HttpOnly session cookie, set and cleared with it by the server. It
 * holds no secret: it only tells the app at start-up whether there is a session worth loading, so
 * a guest's start-up asks for no profile and logs no 401.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Longest description of a content report (§2 report-content form). */
export const REPORT_DESCRIPTION_MAX = 2000;

/** Longest custom instruction (issue 21), each of the two fields and a conversation's own. */
export const INSTRUCTION_MAX_CHARS = 1_500;

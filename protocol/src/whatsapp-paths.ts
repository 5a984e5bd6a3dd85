// Paths and limits of the WhatsApp and report calls, kept free of zod so the web app's first
// page (the chat, with its report button) does not load the schema library.

/** WhatsApp linking calls (issue 7; §2 profile and the whatsapp-verify page). */
export const whatsappPaths = {
  /** GET the linked number, DELETE to unlink, POST {phone, code} to link. */
  link: '/customers/links/whatsapp',
  /** POST {phone}: sends a 6-digit confirmation code on WhatsApp. */
  linkCode: '/customers/links/whatsapp/code',
  /** POST {token}: links the number a token was sent to, to the signed-in account. */
  linkToken: '/customers/links/whatsapp/token',
  /** GET …/:token (no login, §2 auth false): whether a link token is valid. */
  tokenCheck: '/whatsapp/link-tokens',
  webhook: '/webhooks/whatsapp',
} as const;

/** Longest description of a content report (§2 report-content form). */
export const REPORT_DESCRIPTION_MAX = 2000;
export const reportPaths = { reports: '/reports' } as const;

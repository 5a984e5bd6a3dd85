import { z } from 'zod';
import { objectIdSchema } from './ids.ts';

/** What kind of device a session was opened on, read from its user agent; the web names it in the UI language. */
export const SESSION_DEVICES = ['phone', 'tablet', 'computer', 'unknown'] as const;
export type SessionDevice = (typeof SESSION_DEVICES)[number];

/**
 * One live session of the signed-in customer (issue 37). Only what the stored user agent tells:
 * no place, as no address is kept with a session and the product has no geo-IP database.
 */
export const customerSessionSchema = z.object({
  _id: objectIdSchema,
  device: z.enum(SESSION_DEVICES),
  /** A browser's name ("Chrome", "Safari"), or null when unknown or when `app` is true. */
  browser: z.string().nullable(),
  /** An operating system's name ("Windows", "iOS"), or null when unknown. */
  os: z.string().nullable(),
  /** Opened in the native app (the iOS or Android wrapper's web view), not in a browser. */
  app: z.boolean(),
  /** When it was signed in. */
  createdAt: z.string(),
  /** When it was last used (recorded to within a few minutes). */
  lastUsedAt: z.string(),
  /** The session of this very request: "this device". */
  current: z.boolean(),
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** This session first, then the others, most recently used first. */
export const customerSessionListSchema = z.object({ sessions: z.array(customerSessionSchema) });
export type CustomerSessionList = z.infer<typeof customerSessionListSchema>;

export const sessionsEndedResponseSchema = z.object({ ended: z.number().int() });

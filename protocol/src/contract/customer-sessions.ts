import { customerSessionListSchema, sessionsEndedResponseSchema } from '../customer-sessions.ts';
import { idParamsSchema } from '../ids.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

const ended = { 200: sessionsEndedResponseSchema };

/**
 * The customer's own sessions (issue 37, ASVS 7.5.2). Ending sessions needs no fresh proof of
 * ownership: it is what a worried owner does, and the most a stolen session can do with it is sign
 * the owner out, who signs in again and ends it.
 */
export const customerSessionEndpoints = {
  listSessions: endpoint(routes.listSessions, {
    summary:
      "The signed-in customer's live sessions: device, browser and system, when signed in and last used, and which is this one",
    access: 'customer',
    response: { 200: customerSessionListSchema },
  }),
  signOutSession: endpoint(routes.signOutSession, {
    summary: 'End one of your sessions and close its connections (404 for a session that is not yours)',
    access: 'customer',
    params: idParamsSchema,
    response: ended,
  }),
  signOutOtherSessions: endpoint(routes.signOutOtherSessions, {
    summary: 'End every session of the account but this one, and close their connections',
    access: 'customer',
    response: ended,
  }),
};

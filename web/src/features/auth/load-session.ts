import { SIGNED_IN_COOKIE } from '@chat/protocol';
import { getProfile } from './api/get-profile';
import { useSessionStore } from './stores/session-store';

/** The server's readable companion of the HttpOnly session cookie: without it there is no session. */
const hasSession = () => document.cookie.split('; ').some((entry) => entry.startsWith(`${SIGNED_IN_COOKIE}=`));

/**
 * Start-up step 2–3 of §4: load the signed-in customer's profile. A failure is logged as
 * "Failed to authenticate", the user is signed out locally and start-up continues. A guest has no
 * session to load: no request, so no 401 and nothing logged.
 */
export async function loadSession(): Promise<boolean> {
  if (!hasSession()) {
    useSessionStore.getState().signOutLocally();
    return false;
  }
  try {
    const { customer, model, operator } = await getProfile();
    useSessionStore.getState().signIn(customer, model, operator === true);
    return true;
  } catch (error) {
    console.error('Failed to authenticate', error);
    useSessionStore.getState().signOutLocally();
    return false;
  }
}

import { getProfile } from './api/get-profile';
import { useSessionStore } from './stores/session-store';

/**
 * Start-up step 2–3 of §4: load the signed-in customer's profile. A failure is logged as
 * "Failed to authenticate", the user is signed out locally and start-up continues.
 */
export async function loadSession(): Promise<boolean> {
  try {
    const { customer, model } = await getProfile();
    useSessionStore.getState().signIn(customer, model);
    return true;
  } catch (error) {
    console.error('Failed to authenticate', error);
    useSessionStore.getState().signOutLocally();
    return false;
  }
}

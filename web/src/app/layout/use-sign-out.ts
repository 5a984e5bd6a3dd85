import { useNavigate } from '@/lib/router';
import { logout, useSessionStore } from '@/features/auth';
import { paths } from '../paths';

/** Signs out on the server (or locally when it cannot answer) and opens the login screen. */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('Logout request failed; signing out locally.', error);
    }
    useSessionStore.getState().signOutLocally();
    navigate(paths.auth.login);
  };
}

import type { SignInResponse } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { clearPendingCode } from '../pending-code';
import { useSessionStore } from '../stores/session-store';

/**
 * After a successful sign-in: keep the customer, tell them when signing in cancelled a pending
 * deletion (§4). The guests-only guard then takes them to chat (or where they were going).
 */
export function useCompleteSignIn() {
  const { t } = useTranslation();
  return (response: SignInResponse) => {
    clearPendingCode();
    // The operator flag too: an operator's account menu shows the console at once, not after a reload.
    useSessionStore.getState().signIn(response.customer, response.model, response.operator === true);
    if (response.deletionCancelled) toast.success(t('auth.deletionCancelled'), { duration: 8000 });
  };
}

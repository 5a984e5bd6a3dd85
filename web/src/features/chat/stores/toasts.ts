import { TOAST_ERROR_MS, TOAST_PROCESSING_MS } from '@chat/protocol';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { localizeServerMessage } from '@/lib/server-messages';

/** §4 chats:request error: title Error, the request error text, 5 seconds (§9). */
export function showRequestError(): void {
  toast.error(i18n.t('toasts.errorTitle'), { description: i18n.t('toasts.requestError'), duration: TOAST_ERROR_MS });
}

/** §4 processing: info toast for 3 seconds (§9). */
export function showProcessing(): void {
  toast.info(i18n.t('toasts.processingRequest'), { duration: TOAST_PROCESSING_MS });
}

/** §4 suggest-payment: a sticky, closable warning with a View Plans button. */
export function showUpgradeSuggestion(onViewPlans: () => void): void {
  toast.warning(i18n.t('toasts.upgradeTitle'), {
    description: i18n.t('toasts.upgradeMessage'),
    duration: Infinity,
    closeButton: true,
    action: { label: i18n.t('toasts.viewPlans'), onClick: onViewPlans },
  });
}

/** A refused send (rate limit, unknown model…): the server's message, as an error toast. */
export function showAckError(error: unknown): void {
  const description = typeof error === 'string' ? localizeServerMessage(error) : errorMessage(error);
  toast.error(i18n.t('toasts.errorTitle'), { description, duration: TOAST_ERROR_MS });
}

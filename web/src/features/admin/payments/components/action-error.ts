import { ApiError, errorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** A refused payment action in the operator's words, by the server's code (its English text stays a detail). */
export function paymentActionError(error: unknown): string {
  if (!(error instanceof ApiError)) return errorMessage(error);
  if (error.code === 'conflict') return i18n.t('admin.payments.errors.conflict');
  if (error.code === 'not_found') return i18n.t('admin.payments.errors.notFound');
  if (error.code === 'service_unavailable') return i18n.t('admin.payments.errors.gateway', { detail: error.message });
  if (error.status === 400) return i18n.t('admin.payments.errors.invalid');
  return errorMessage(error);
}

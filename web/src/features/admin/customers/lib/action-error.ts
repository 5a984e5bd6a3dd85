import { ApiError } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';

/** A refused action, in the operator's language, by the server's code (the server's own words are English). */
export function actionError(error: unknown, t: TFunction): string {
  const code = error instanceof ApiError ? error.code : undefined;
  switch (code) {
    case 'validation_failed':
    case 'bad_request':
      return t('admin.customers.errors.invalid');
    case 'not_found':
      return t('admin.customers.errors.notFound');
    case 'conflict':
      return t('admin.customers.errors.conflict');
    case 'rate_limited':
      return t('admin.customers.errors.rateLimited');
    default:
      return t('admin.customers.errors.failed');
  }
}

import { ApiError, errorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** What a refused save shows: "changed meanwhile" offers to reload; the others say what was wrong. */
export interface SaveFailure {
  message: string;
  conflict: boolean;
}

export function saveFailure(error: unknown): SaveFailure {
  if (error instanceof ApiError && error.code === 'conflict')
    return { message: i18n.t('admin.catalog.conflict'), conflict: true };
  if (error instanceof ApiError && error.code === 'not_found')
    return { message: i18n.t('admin.catalog.notFound'), conflict: true };
  // 400s carry the server's own words: "A price must be more than 0.", "At least one model must stay enabled…".
  return { message: errorMessage(error), conflict: false };
}

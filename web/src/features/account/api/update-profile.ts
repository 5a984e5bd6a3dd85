import { apiPaths, type ProfileResponse } from '@chat/protocol';
import { api } from '@/lib/api-client';

export interface ProfileChanges {
  name?: string;
  firstName?: string;
  locale?: string;
}

/** PUT /customers (§7): the customer's own fields. */
export const updateProfile = (changes: ProfileChanges) => api.put<ProfileResponse>(apiPaths.customers, changes);

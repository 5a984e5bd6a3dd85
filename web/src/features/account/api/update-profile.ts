import { routes, type Contract, type RequestOf } from '@chat/protocol';
import { api } from '@/lib/api-client';

export type ProfileChanges = RequestOf<Contract['updateProfile']>['body'];

/** PUT /customers (§7): the customer's own fields. */
export const updateProfile = (changes: ProfileChanges) => api.call(routes.updateProfile, { body: changes });

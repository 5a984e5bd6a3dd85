import { routes, type Contract, type RequestOf } from '@chat/protocol';
import { api } from '@/lib/api-client';

export type DeletionRequest = RequestOf<Contract['requestDeletion']>['body'];

/** Account deletion (§4: 30-day grace, cancelled by signing in again). */
export const requestDeletion = (body: DeletionRequest) => api.call(routes.requestDeletion, { body });

/** Data clearance (§4: export mailed first, erased after 7 days). */
export const requestClearance = () => api.call(routes.clearData, { body: { confirmPermanent: true, confirmExport: true } });

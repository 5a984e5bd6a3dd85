import { apiPaths, type Customer, type DeletionReason } from '@chat/protocol';
import { api } from '@/lib/api-client';

export interface DeletionRequest {
  reasons: DeletionReason[];
  comments: string;
  confirmPermanent: true;
  confirmDataLoss: true;
}

/** Account deletion (§4: 30-day grace, cancelled by signing in again). */
export const requestDeletion = (body: DeletionRequest) => api.post<{ deletionScheduledFor: string }>(apiPaths.deletion, body);

/** Data clearance (§4: export mailed first, erased after 7 days). */
export const requestClearance = () =>
  api.post<{ customer: Customer; erasesAt: string }>(apiPaths.dataClearance, { confirmPermanent: true, confirmExport: true });

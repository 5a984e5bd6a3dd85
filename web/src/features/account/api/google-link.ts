import { apiPaths, type ProfileResponse } from '@chat/protocol';
import type { GoogleGrant } from '@/lib/google-popup';
import { api } from '@/lib/api-client';

export const linkGoogle = (grant: GoogleGrant) => api.post<ProfileResponse>(apiPaths.googleLink, grant);

export const unlinkGoogle = () => api.delete<ProfileResponse>(apiPaths.googleLink);

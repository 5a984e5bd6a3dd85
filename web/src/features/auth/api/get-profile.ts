import { apiPaths, type ProfileResponse } from '@chat/protocol';
import { api } from '@/lib/api-client';

export const getProfile = () => api.get<ProfileResponse>(apiPaths.profile);

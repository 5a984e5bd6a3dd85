import { apiPaths, type SignInResponse } from '@chat/protocol';
import type { GoogleGrant } from '@/lib/google-popup';
import { api } from '@/lib/api-client';

export const signInWithGoogle = (grant: GoogleGrant) => api.post<SignInResponse>(apiPaths.googleLogin, grant);

import { routes } from '@chat/protocol';
import type { GoogleGrant } from '@/lib/google-popup';
import { api } from '@/lib/api-client';

export const signInWithGoogle = (grant: GoogleGrant) => api.call(routes.googleLogin, { body: grant });

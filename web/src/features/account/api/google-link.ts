import { routes } from '@chat/protocol';
import type { GoogleGrant } from '@/lib/google-popup';
import { api } from '@/lib/api-client';

export const linkGoogle = (grant: GoogleGrant) => api.call(routes.linkGoogle, { body: grant });

export const unlinkGoogle = () => api.call(routes.unlinkGoogle);

import { routes } from '@chat/protocol';
import { api } from '@/lib/api-client';

/** The undo link of a sign-in change (no session needed): restores it, removes the password, signs out everywhere. */
export const undoSignInChange = (token: string) => api.call(routes.undoSignInChange, { body: { token } });

import { SHARE_PAGE_PATH, SIGN_IN_CHANGE_UNDO_PATH } from '@chat/protocol';

/** Route paths and names of §2, in one module (DESIGN §6.4). */
export const paths = {
  chat: '/',
  plans: '/plans',
  subscribe: '/subscribe',
  auth: {
    login: '/auth/login',
    loginVerify: '/auth/login/verify',
    resetPasswordRequest: '/auth/reset-password-request',
    resetPassword: '/auth/reset-password',
    signup: '/auth/signup',
    verifyIdentifier: '/auth/verify-identifier',
  },
  account: {
    root: '/account',
    profile: '/account/profile',
    payments: '/account/payments',
    subscription: '/account/subscription',
    language: '/account/language',
    whatsappVerify: '/account/profile/link/whatsapp/:token',
    /** The undo link of a sign-in change, sent to the previous e-mail and phone (no login needed). */
    undoChange: `${SIGN_IN_CHANGE_UNDO_PATH}/:token`,
  },
  legal: { terms: '/legal/terms', privacy: '/legal/privacy', about: '/legal/about' },
  /** The operator's console (issue 22). */
  admin: '/admin',
  chats: '/chats',
  /** A shared conversation's public page, `/s/<token>` (issue 20). */
  share: SHARE_PAGE_PATH,
} as const;

export type ConversationParam = 'new' | 'general' | (string & {});

/** The chat screen with its `conversation` query parameter (§2). */
export function chatPath(conversation: ConversationParam = 'new'): string {
  return `/?conversation=${encodeURIComponent(conversation)}`;
}

/** What a route declares about itself: its §2 name (if any) and its title key. */
export interface RouteHandle {
  name?: string;
  titleKey?: string;
}

import { API_PREFIX, routes, type Contract, type RequestOf } from '@chat/protocol';

export interface GoogleGrant {
  code: string;
  state: string;
}

export type GoogleMode = RequestOf<Contract['googleStart']>['query']['mode'];

/** Where the popup starts: the server binds state, nonce and PKCE to this browser and redirects to Google. */
const googleStartUrl = (mode: GoogleMode) => `${API_PREFIX}${routes.googleStart.path}?mode=${mode}`;

/** The message public/oauth/google-callback.js posts to its opener. */
export const GOOGLE_MESSAGE = 'chat-assistant:google-oauth';

export class GooglePopupError extends Error {
  override name = 'GooglePopupError';
}

/**
 * Opens the authorization-code popup (scopes email, profile, openid) and resolves with the code
 * and state the provider sent back, or rejects when it is closed, blocked or denied.
 * The popup never closes itself: this window closes it once the message is in, so "closed" can
 * only mean the person closed it (a self-closing popup could look closed before its message came).
 */
export function openGooglePopup(mode: GoogleMode): Promise<GoogleGrant> {
  const width = 480;
  const height = 640;
  const left = window.screenX + (window.outerWidth - width) / 2;
  const top = window.screenY + (window.outerHeight - height) / 2;
  const popup = window.open(googleStartUrl(mode), 'google-sign-in', `width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return Promise.reject(new GooglePopupError('blocked'));
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedWatch);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as { type?: string; code?: string; state?: string; error?: string };
      if (data?.type !== GOOGLE_MESSAGE) return;
      cleanup();
      popup.close();
      if (data.code && data.state) resolve({ code: data.code, state: data.state });
      else reject(new GooglePopupError(data.error ?? 'denied'));
    };
    const closedWatch = setInterval(() => {
      if (popup.closed) {
        cleanup();
        reject(new GooglePopupError('closed'));
      }
    }, 500);
    window.addEventListener('message', onMessage);
  });
}

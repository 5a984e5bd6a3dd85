import { whatsappPaths, type LinkTokenCheck, type WhatsAppLinkResponse } from '@chat/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** §5: a number linked to another account reads as the phone-already-linked message, in the interface language. */
async function phoneTakenAware<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'conflict')
      throw new ApiError(i18n.t('account.whatsapp.phoneTaken'), error.status, error.code);
    throw error;
  }
}

export const whatsappLinkQuery = queryOptions({
  queryKey: ['whatsapp-link'],
  queryFn: () => api.get<WhatsAppLinkResponse>(whatsappPaths.link),
});

export const useWhatsAppLink = () => useQuery(whatsappLinkQuery);

export const requestWhatsAppCode = (phone: string) =>
  phoneTakenAware(api.post<{ sentTo: string }>(whatsappPaths.linkCode, { phone }));

export const linkWhatsApp = (phone: string, code: string) =>
  phoneTakenAware(api.post<WhatsAppLinkResponse>(whatsappPaths.link, { phone, code }));

export const unlinkWhatsApp = () => api.delete<WhatsAppLinkResponse>(whatsappPaths.link);

/** §2 auth false: checks the token of the link page without a session. */
export const checkLinkToken = (token: string) =>
  api.get<LinkTokenCheck>(`${whatsappPaths.tokenCheck}/${encodeURIComponent(token)}`);

export const linkWhatsAppWithToken = (token: string) =>
  phoneTakenAware(api.post<WhatsAppLinkResponse>(whatsappPaths.linkToken, { token }));

import { routes } from '@chat/protocol';
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

/** GET /customers/links/whatsapp: the linked number, or null. */
export const getWhatsAppLink = () => api.call(routes.getWhatsAppLink);

export const whatsappLinkQuery = queryOptions({ queryKey: ['whatsapp-link'], queryFn: getWhatsAppLink });

export const useWhatsAppLink = () => useQuery(whatsappLinkQuery);

export const requestWhatsAppCode = (phone: string) => phoneTakenAware(api.call(routes.requestWhatsAppCode, { body: { phone } }));

export const linkWhatsApp = (phone: string, code: string) =>
  phoneTakenAware(api.call(routes.linkWhatsApp, { body: { phone, code } }));

export const unlinkWhatsApp = () => api.call(routes.unlinkWhatsApp);

/** §2 auth false: checks the token of the link page without a session. */
export const checkLinkToken = (token: string) => api.call(routes.checkLinkToken, { params: { token } });

// A token is single use and checked once per page: no retry of a refusal, no refetch.
export const linkTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['whatsapp-link-token', token],
    queryFn: () => checkLinkToken(token),
    retry: false,
    staleTime: Infinity,
  });

export const useLinkTokenCheck = (token: string) => useQuery(linkTokenQuery(token));

export const linkWhatsAppWithToken = (token: string) => phoneTakenAware(api.call(routes.linkWhatsAppToken, { body: { token } }));

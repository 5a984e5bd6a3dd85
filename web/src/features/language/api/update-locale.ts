import { routes, type Customer, type Locale } from '@chat/protocol';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /customers with `{locale}` (§7): the interface language saved on the profile. */
export const updateLocale = (locale: Locale) => api.call(routes.updateProfile, { body: { locale } });

export function useUpdateLocale(onSaved?: (customer: Customer) => void) {
  return useMutation({
    mutationFn: updateLocale,
    onSuccess: ({ customer }) => onSaved?.(customer),
  });
}

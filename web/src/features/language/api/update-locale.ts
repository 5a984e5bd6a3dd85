import { apiPaths, type Customer, type Locale } from '@chat/protocol';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /customers with `{locale}` (§7): the interface language saved on the profile. */
export function updateLocale(locale: Locale): Promise<{ customer: Customer }> {
  return api.put<{ customer: Customer }>(apiPaths.customers, { locale });
}

export function useUpdateLocale(onSaved?: (customer: Customer) => void) {
  return useMutation({
    mutationFn: updateLocale,
    onSuccess: ({ customer }) => onSaved?.(customer),
  });
}

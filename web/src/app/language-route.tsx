import { useSessionStore } from '@/features/auth';
import { LanguagePage } from '@/features/language';

/** The language page with the session: signed in, the choice is saved on the profile too. */
export function LanguageRoute() {
  const authenticated = useSessionStore((state) => state.authenticated);
  const storedLocale = useSessionStore((state) => state.customer?.locale);
  return (
    <LanguagePage
      saveToProfile={authenticated}
      storedLocale={storedLocale}
      onSaved={(customer) => {
        const { preferredModel, operator, signIn } = useSessionStore.getState();
        signIn(customer, preferredModel, operator);
      }}
    />
  );
}

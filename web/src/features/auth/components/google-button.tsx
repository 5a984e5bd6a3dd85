import type { SignInResponse } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { useAuthOptions } from '@/lib/auth-options';
import { signInWithGoogle } from '../api/google';
import { GoogleIcon } from '@/components/ui/google-icon';
import { GooglePopupError, openGooglePopup } from '@/lib/google-popup';

/** "Continue with Google" (hidden when the server has no Google configuration). */
export function GoogleButton({ label, onSignedIn }: { label: string; onSignedIn: (response: SignInResponse) => void }) {
  const { t } = useTranslation();
  const { data } = useAuthOptions();
  const { busy, error, run, setError } = useSubmit();
  if (!data?.google) return null;

  const start = () =>
    run(async () => {
      try {
        onSignedIn(await signInWithGoogle(await openGooglePopup('login')));
      } catch (failure) {
        if (failure instanceof GooglePopupError) {
          if (failure.message !== 'closed') setError(t('auth.google.failed'));
          return;
        }
        throw failure;
      }
    });

  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-text-muted">
        <span className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="secondary" onClick={() => void start()} disabled={busy}>
        <GoogleIcon />
        {label}
      </Button>
      <FormError message={error} />
    </div>
  );
}

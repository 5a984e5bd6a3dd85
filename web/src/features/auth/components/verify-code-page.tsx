import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Redirect } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { requestSignInCode, signInWithCode } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readPendingCode, savePendingCode } from '../pending-code';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import { CodeInput } from '@/components/ui/code-input';
import { ResendButton } from './resend-button';

/**
 * Code verification (§2): 6 digits with resend. Serves /auth/login/verify (sign in) and
 * /auth/verify-identifier (the e-mail or phone check that completes a sign-up).
 */
export function VerifyCodePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState(() => readPendingCode('login'));
  const [code, setCode] = useState('');
  const { busy, error, run } = useSubmit();
  if (!pending) return <Redirect to="/auth/login" replace />;

  const verify = (value: string) => run(async () => completeSignIn(await signInWithCode(pending.identifier, value)));
  const resend = () =>
    run(async () => {
      const sent = await requestSignInCode(pending.identifier);
      const next = { ...pending, resendAt: Date.now() + sent.resendAfterSeconds * 1000 };
      savePendingCode(next);
      setPending(next);
      setCode('');
    });

  return (
    <AuthCard
      title={t(titleKey)}
      subtitle={t(pending.channel === 'mail' ? 'auth.verify.sentToEmail' : 'auth.verify.sentToPhone', {
        identifier: pending.identifier,
      })}
      footer={
        <AuthLink to="/auth/login" className="text-primary-400 hover:underline">
          {t('auth.verify.useAnother')}
        </AuthLink>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
      >
        <CodeInput value={code} onChange={setCode} onComplete={(value) => void verify(value)} disabled={busy} />
        <FormError message={error} />
        <Button type="submit" disabled={busy || code.length !== 6}>
          {t('auth.verify.submit')}
        </Button>
        <div className="flex justify-center">
          <ResendButton resendAt={pending.resendAt} onResend={resend} />
        </div>
      </form>
    </AuthCard>
  );
}

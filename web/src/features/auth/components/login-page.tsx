import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocationState, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { requestSignInCode, signInWithPassword } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { savePendingCode } from '../pending-code';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import { GoogleButton } from './google-button';
import { LegalConsent } from './legal-consent';

/** Login (§2): e-mail or phone, an optional password, a send-code action, and Google. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locationState = useLocationState();
  const completeSignIn = useCompleteSignIn();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useSubmit();

  const sendCode = () =>
    run(async () => {
      const sent = await requestSignInCode(identifier);
      savePendingCode({
        identifier,
        flow: 'login',
        channel: sent.channel,
        resendAt: Date.now() + sent.resendAfterSeconds * 1000,
      });
      navigate('/auth/login/verify', { state: locationState });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return void sendCode();
    void run(async () => completeSignIn(await signInWithPassword(identifier, password)));
  };

  return (
    <AuthFrame title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label={t('auth.identifier')}
          hint={t('auth.identifierHint')}
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          autoComplete="username"
          inputMode="email"
          required
        />
        <Field
          label={t('auth.passwordOptional')}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
        />
        <FormError message={error} />
        <Button type="submit" disabled={busy || !identifier.trim()}>
          {password ? t('auth.login.withPassword') : t('auth.login.sendCode')}
        </Button>
        {password ? (
          <Button variant="secondary" disabled={busy || !identifier.trim()} onClick={() => void sendCode()}>
            {t('auth.login.sendCodeInstead')}
          </Button>
        ) : null}
        <AuthLink to="/auth/reset-password-request" className="text-center text-sm text-primary-400 hover:underline">
          {t('auth.login.forgotPassword')}
        </AuthLink>
      </form>
      <GoogleButton label={t('auth.google.signIn')} onSignedIn={completeSignIn} />
      <LegalConsent />
    </AuthFrame>
  );
}

function AuthFrame({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <AuthLink to="/auth/signup" className="text-primary-400 hover:underline">
            {t('auth.login.createAccount')}
          </AuthLink>
        </>
      }
    >
      {children}
    </AuthCard>
  );
}

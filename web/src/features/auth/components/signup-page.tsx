import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocationState, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { signUp } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { savePendingCode } from '../pending-code';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import { GoogleButton } from './google-button';
import { LegalConsent } from './legal-consent';

/** Signup (§2): full name, e-mail, and Google sign-up; the code then verifies the e-mail. */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locationState = useLocationState();
  const completeSignIn = useCompleteSignIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const { busy, error, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const sent = await signUp(name, email);
      savePendingCode({
        identifier: email,
        flow: 'login',
        channel: sent.channel,
        resendAt: Date.now() + sent.resendAfterSeconds * 1000,
      });
      navigate('/auth/verify-identifier', { state: locationState });
    });
  };

  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <>
          {t('auth.signup.haveAccount')}{' '}
          <AuthLink to="/auth/login" className="link-inline">
            {t('auth.signup.signIn')}
          </AuthLink>
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label={t('auth.signup.fullName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          maxLength={100}
          required
        />
        <Field
          label={t('auth.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          required
        />
        <FormError message={error} />
        <Button type="submit" disabled={busy || !name.trim() || !email.trim()}>
          {t('auth.signup.submit')}
        </Button>
      </form>
      <GoogleButton label={t('auth.google.signUp')} onSignedIn={completeSignIn} />
      <LegalConsent />
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocationState, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { requestPasswordReset } from '../api/password-reset';
import { savePendingCode } from '../pending-code';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';

/** Password reset request (§2): where to send the reset code. */
export function ResetRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locationState = useLocationState();
  const [identifier, setIdentifier] = useState('');
  const { busy, error, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const sent = await requestPasswordReset(identifier);
      savePendingCode({
        identifier,
        flow: 'reset',
        channel: sent.channel,
        resendAt: Date.now() + sent.resendAfterSeconds * 1000,
      });
      navigate('/auth/reset-password', { state: locationState });
    });
  };

  return (
    <AuthCard
      title={t('auth.reset.requestTitle')}
      subtitle={t('auth.reset.requestSubtitle')}
      footer={
        <AuthLink to="/auth/login" className="text-primary-400 hover:underline">
          {t('auth.reset.backToLogin')}
        </AuthLink>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label={t('auth.identifier')}
          hint={t('auth.identifierHint')}
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          autoComplete="username"
          required
        />
        <FormError message={error} />
        <Button type="submit" disabled={busy || !identifier.trim()}>
          {t('auth.reset.sendCode')}
        </Button>
      </form>
    </AuthCard>
  );
}

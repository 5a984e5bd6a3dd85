import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@chat/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Redirect } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { resetPassword } from '../api/password-reset';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readPendingCode } from '../pending-code';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import { CodeInput } from '@/components/ui/code-input';

/** Password reset (§2, §5): the code, a new password and its confirmation. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [pending] = useState(() => readPendingCode('reset'));
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, error, run } = useSubmit();
  if (!pending) return <Redirect to="/auth/reset-password-request" replace />;

  const tooShort = password.length > 0 && password.length < PASSWORD_MIN_LENGTH;
  const mismatch = confirmPassword.length > 0 && confirmPassword !== password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A too-short or unmatched password is already said under its field (once, tied to it): go there.
    const invalid = event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    if (invalid) return invalid.focus();
    void run(async () =>
      completeSignIn(await resetPassword({ identifier: pending.identifier, code, password, confirmPassword })),
    );
  };

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t(pending.channel === 'mail' ? 'auth.verify.sentToEmail' : 'auth.verify.sentToPhone', {
        identifier: pending.identifier,
      })}
      footer={
        <AuthLink to="/auth/reset-password-request" className="text-primary-400 hover:underline">
          {t('auth.reset.newCode')}
        </AuthLink>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <CodeInput value={code} onChange={setCode} disabled={busy} />
        <Field
          label={t('auth.reset.newPassword')}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          hint={t('auth.reset.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={tooShort ? t('auth.reset.tooShort', { min: PASSWORD_MIN_LENGTH }) : undefined}
        />
        <Field
          label={t('auth.reset.confirmPassword')}
          type="password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={mismatch ? t('auth.reset.mismatch') : undefined}
        />
        <FormError message={error} />
        <Button type="submit" disabled={busy || code.length !== 6 || !password || !confirmPassword}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

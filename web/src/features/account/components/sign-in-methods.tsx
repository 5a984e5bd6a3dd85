import { PASSWORD_MIN_LENGTH, type Customer, type ProfileResponse } from '@chat/protocol';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { requestPasswordCode, setPassword } from '../api/password';
import { requestIdentifierCode, verifyIdentifier } from '../api/verify-identifier';
import { withStepUp } from '../stores/step-up-store';
import { CodeStepDialog } from './code-step-dialog';
import { Row, Section } from '@/components/ui/section';

type Editing = 'email' | 'phone' | 'password' | undefined;

/** What the toast says once a new e-mail or phone is verified: added where there was none, else changed. */
const IDENTIFIER_SAVED = {
  email: { added: 'account.profile.emailAdded', changed: 'account.profile.emailChanged' },
  phone: { added: 'account.profile.phoneAdded', changed: 'account.profile.phoneChanged' },
} as const;

/**
 * E-mail, phone and password (§2 profile); each change is confirmed with a code. Changing the
 * e-mail or phone also needs a recent proof of ownership (ASVS 7.5.1): asked for when the server wants it.
 */
export function SignInMethods({ customer, onProfile }: { customer: Customer; onProfile: (profile: ProfileResponse) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>();
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const open = (what: Editing) => () => setEditing(what);
  const close = (next: boolean) => {
    if (!next) setEditing(undefined);
  };
  const editButton = (what: 'email' | 'phone', value: string | null) => (
    <Button variant="secondary" size="sm" onClick={open(what)}>
      {value ? t('account.change') : t('account.add')}
    </Button>
  );

  return (
    <Section title={t('account.profile.signIn')}>
      <Row label={t('auth.email')} value={customer.email ?? t('account.notAdded')} action={editButton('email', customer.email)} />
      <Row
        label={t('account.profile.phone')}
        value={customer.phone ?? t('account.notAdded')}
        action={editButton('phone', customer.phone)}
      />
      <Row
        label={t('account.profile.password')}
        value={customer.hasPassword ? '••••••••' : t('account.profile.noPassword')}
        action={
          <Button variant="secondary" size="sm" onClick={open('password')} disabled={!customer.email && !customer.phone}>
            {customer.hasPassword ? t('account.change') : t('account.profile.setPassword')}
          </Button>
        }
      />
      {editing === 'email' || editing === 'phone' ? (
        <CodeStepDialog
          open
          onOpenChange={close}
          title={t(editing === 'email' ? 'account.profile.verifyEmail' : 'account.profile.verifyPhone')}
          identifierLabel={t(editing === 'email' ? 'auth.email' : 'account.profile.phoneHint')}
          onSend={async (identifier) => void (await withStepUp(() => requestIdentifierCode(identifier)))}
          onVerify={async (identifier, code) => {
            onProfile(await withStepUp(() => verifyIdentifier(identifier, code)));
            toast.success(t(IDENTIFIER_SAVED[editing][customer[editing] ? 'changed' : 'added']));
          }}
        />
      ) : null}
      {editing === 'password' ? (
        <CodeStepDialog
          open
          onOpenChange={close}
          title={t('account.profile.setPassword')}
          identifierLabel={t('auth.identifier')}
          initialIdentifier={customer.email ?? customer.phone ?? ''}
          canVerify={password.length >= PASSWORD_MIN_LENGTH && password === confirm}
          onSend={async (identifier) => void (await requestPasswordCode(identifier))}
          onVerify={async (identifier, code) => {
            onProfile(await setPassword(identifier, code, password, confirm));
            setPasswordValue('');
            setConfirm('');
            toast.success(t('account.profile.passwordSaved'));
          }}
        >
          <Field
            label={t('auth.reset.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPasswordValue(event.target.value)}
            hint={t('auth.reset.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          />
          <Field
            label={t('auth.reset.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={confirm && confirm !== password ? t('auth.reset.mismatch') : undefined}
          />
        </CodeStepDialog>
      ) : null}
    </Section>
  );
}

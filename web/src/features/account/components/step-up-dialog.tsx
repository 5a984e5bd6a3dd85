import type { Customer } from '@chat/protocol';
import { KeyRound, Mail, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { proveOwnership, requestProofCode, type ProofChannel } from '../api/reauthenticate';
import { useStepUpStore } from '../stores/step-up-store';

type Method = ProofChannel | 'password';

const ICONS = { email: Mail, phone: Smartphone, password: KeyRound } as const;

/** The ways this account can prove ownership: a code to a current e-mail or phone, or its password. */
function methodsOf(customer: Customer): Method[] {
  return [
    ...(customer.email ? (['email'] as const) : []),
    ...(customer.phone ? (['phone'] as const) : []),
    ...(customer.hasPassword ? (['password'] as const) : []),
  ];
}

/**
 * "Confirm it's you" (ASVS 7.5.1): opened by `withStepUp` when the server asks for a recent proof
 * before a sign-in change; once proved, the change runs again where it was.
 */
export function StepUpDialog({ customer }: { customer: Customer }) {
  const pending = useStepUpStore((state) => state.pending);
  if (!pending) return null;
  // A fresh form for every request for a proof.
  return <StepUpForm key={pending.id} customer={customer} />;
}

function StepUpForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { proved, cancelled } = useStepUpStore.getState();
  const methods = methodsOf(customer);
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  const [sentTo, setSentTo] = useState<ProofChannel | undefined>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useSubmit();

  const choose = (next: Method) => {
    setMethod(next);
    setSentTo(undefined);
    setCode('');
  };
  const label = (option: Method) =>
    option === 'password'
      ? t('account.stepUp.withPassword')
      : t('account.stepUp.codeTo', { identifier: option === 'email' ? customer.email : customer.phone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    void run(async () => {
      if (method === 'password') await proveOwnership({ method: 'password', password });
      else if (sentTo !== method) {
        await requestProofCode(method);
        setSentTo(method);
        return;
      } else await proveOwnership({ method: 'code', channel: method, code });
      proved();
    });
  };
  const waitingForCode = method !== undefined && method !== 'password' && sentTo !== method;
  const ready = method === 'password' ? password.length > 0 : waitingForCode || code.length === 6;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && cancelled()}
      title={t('account.stepUp.title')}
      description={t(methods.length ? 'account.stepUp.explain' : 'account.stepUp.signInAgain')}
    >
      <form className="mt-4 flex flex-col gap-4" onSubmit={submit}>
        {methods.length > 1 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t('account.stepUp.how')}</legend>
            {methods.map((option) => {
              const Icon = ICONS[option];
              return (
                <label
                  key={option}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border p-3',
                    method === option ? 'border-primary-500 bg-primary-700/10' : 'border-border',
                  )}
                >
                  <input
                    type="radio"
                    name="proof"
                    checked={method === option}
                    onChange={() => choose(option)}
                    className="accent-primary-500"
                  />
                  <Icon className="h-4 w-4 shrink-0" aria-hidden />
                  <span className="min-w-0 text-sm font-medium break-words">{label(option)}</span>
                </label>
              );
            })}
          </fieldset>
        ) : method ? (
          <p className="text-sm font-medium">{label(method)}</p>
        ) : null}
        {method === 'password' ? (
          <Field
            label={t('account.profile.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        {sentTo !== undefined && sentTo === method ? (
          <>
            <p className="text-sm text-text-muted">{t('account.codeSent', { identifier: customer[sentTo] })}</p>
            <CodeInput value={code} onChange={setCode} disabled={busy} />
          </>
        ) : null}
        <FormError message={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={cancelled}>
            {t('common.cancel')}
          </Button>
          {method ? (
            <Button type="submit" disabled={busy || !ready}>
              {waitingForCode ? t('account.sendCode') : t('account.stepUp.confirm')}
            </Button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

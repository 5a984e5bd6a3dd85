import type { Customer, ProfileResponse } from '@chat/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { updateProfile } from '../api/update-profile';
import { Section } from './section';

/** First name and name (§2 profile). */
export function PersonalDetails({ customer, onProfile }: { customer: Customer; onProfile: (profile: ProfileResponse) => void }) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState(customer.firstName);
  const [name, setName] = useState(customer.name);
  const { busy, error, run } = useSubmit();
  const changed = firstName !== customer.firstName || name !== customer.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onProfile(await updateProfile({ firstName, name }));
      toast.success(t('account.profile.saved'));
    });
  };

  return (
    <Section title={t('account.profile.details')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('account.profile.firstName')}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            autoComplete="given-name"
            maxLength={100}
          />
          <Field
            label={t('account.profile.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            maxLength={100}
          />
        </div>
        <FormError message={error} />
        <div>
          <Button type="submit" disabled={busy || !changed || !name.trim()}>
            {t('account.profile.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

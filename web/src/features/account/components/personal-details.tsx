import type { Customer, ProfileResponse } from '@chat/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { updateProfile } from '../api/update-profile';
import { Section } from '@/components/ui/section';

/**
 * The full name, one field as at sign-up (issue 18): shown as typed in the sidebar, the profile and
 * our e-mails. The server derives §3's firstName from it; nobody has to keep two fields in step.
 */
export function PersonalDetails({ customer, onProfile }: { customer: Customer; onProfile: (profile: ProfileResponse) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(customer.name);
  const { busy, error, run } = useSubmit();
  const changed = name.trim() !== customer.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onProfile(await updateProfile({ name }));
      toast.success(t('account.profile.saved'));
    });
  };

  return (
    <Section title={t('account.profile.details')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label={t('account.profile.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          maxLength={100}
        />
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

import type { Customer, ProfileResponse } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { PageShell } from '@/components/layout/page-shell';
import { DangerZone } from './danger-zone';
import { LinkedAccounts } from './linked-accounts';
import { PersonalDetails } from './personal-details';
import { SignInMethods } from './sign-in-methods';
import { StepUpDialog } from './step-up-dialog';
import { StorageUsage } from './storage-usage';
import { WhatsAppLink } from './whatsapp-link';

export interface ProfilePageProps {
  customer: Customer;
  onProfile: (profile: ProfileResponse) => void;
  onCustomer: (customer: Customer) => void;
  onDeleted: () => void;
}

/** Profile (§2): names, e-mail, phone, linked accounts, file storage, and the danger zone. */
export function ProfilePage({ customer, onProfile, onCustomer, onDeleted }: ProfilePageProps) {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.profile')}>
      <div className="flex flex-col gap-5">
        <PersonalDetails key={customer._id} customer={customer} onProfile={onProfile} />
        <SignInMethods customer={customer} onProfile={onProfile} />
        <LinkedAccounts customer={customer} onProfile={onProfile} />
        <WhatsAppLink />
        <StorageUsage />
        <DangerZone customer={customer} onCustomer={onCustomer} onDeleted={onDeleted} />
      </div>
      <StepUpDialog customer={customer} />
    </PageShell>
  );
}

import type { ReactNode } from 'react';
import type { Customer, ProfileResponse } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { PageShell } from '@/components/layout/page-shell';
import { ActiveSessions } from './active-sessions';
import { CustomInstructions } from './custom-instructions';
import { DangerZone } from './danger-zone';
import { ExportAll } from './export-all';
import { LinkedAccounts } from './linked-accounts';
import { PersonalDetails } from './personal-details';
import { SignInMethods } from './sign-in-methods';
import { StepUpDialog } from './step-up-dialog';
import { StorageUsage } from './storage-usage';
import { WhatsAppLink } from './whatsapp-link';
import { ImportHistory } from './import-history';
import { OwnReports } from './own-reports';

export interface ProfilePageProps {
  customer: Customer;
  onProfile: (profile: ProfileResponse) => void;
  onCustomer: (customer: Customer) => void;
  onDeleted: () => void;
  /** Sections of other features the app places before the danger zone (shared links, issue 20). */
  extraSections?: ReactNode;
  /** Conversations were imported (issue 20). */
  onImported: () => void;
}

/** Profile (§2): names, custom instructions, e-mail, phone, linked accounts, where you're signed in, file storage, your data, your reports, and the danger zone. */
export function ProfilePage({ customer, onProfile, onCustomer, onDeleted, extraSections, onImported }: ProfilePageProps) {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.profile')}>
      <div className="flex flex-col gap-5">
        <PersonalDetails key={customer._id} customer={customer} onProfile={onProfile} />
        <CustomInstructions key={`instructions-${customer._id}`} customer={customer} onProfile={onProfile} />
        <SignInMethods customer={customer} onProfile={onProfile} />
        <LinkedAccounts customer={customer} onProfile={onProfile} />
        <ActiveSessions />
        <WhatsAppLink />
        <StorageUsage />
        <ExportAll />
        <ImportHistory onImported={onImported} />
        <OwnReports />
        {extraSections}
        <DangerZone customer={customer} onCustomer={onCustomer} onDeleted={onDeleted} />
      </div>
      <StepUpDialog customer={customer} />
    </PageShell>
  );
}

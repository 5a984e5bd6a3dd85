import type { Customer, ProfileResponse } from '@chat/protocol';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { GoogleIcon } from '@/components/ui/google-icon';
import { errorMessage } from '@/lib/api-client';
import { useAuthOptions } from '@/lib/auth-options';
import { GooglePopupError, openGooglePopup } from '@/lib/google-popup';
import { linkGoogle, unlinkGoogle } from '../api/google-link';
import { withStepUp } from '../stores/step-up-store';
import { Row, Section } from '@/components/ui/section';

/**
 * Linked accounts (§2): Google linked or not; unlinking asks for confirmation. Both need a recent
 * proof of ownership; the popup's grant waits while it is given, then completes the link.
 */
export function LinkedAccounts({ customer, onProfile }: { customer: Customer; onProfile: (profile: ProfileResponse) => void }) {
  const { t } = useTranslation();
  const { data: options } = useAuthOptions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const google = customer.external;
  if (!google && !options?.google) return null;

  const link = async () => {
    setBusy(true);
    try {
      const grant = await openGooglePopup('link');
      onProfile(await withStepUp(() => linkGoogle(grant)));
      toast.success(t('account.linked.googleLinked'));
    } catch (error) {
      if (!(error instanceof GooglePopupError && error.message === 'closed'))
        toast.error(error instanceof GooglePopupError ? t('auth.google.failed') : errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const unlink = async () => {
    try {
      onProfile(await withStepUp(() => unlinkGoogle()));
      toast.success(t('account.linked.googleUnlinked'));
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  };

  return (
    <Section title={t('account.linked.title')}>
      <Row
        label="Google"
        value={
          <span className="inline-flex items-center gap-2">
            <GoogleIcon />
            {google ? (google.email ?? t('account.linked.linked')) : t('account.linked.notLinked')}
          </span>
        }
        action={
          google ? (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              {t('account.linked.unlink')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => void link()} disabled={busy}>
              {t('account.linked.link')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.linked.unlinkTitle')}
        message={t('account.linked.unlinkMessage')}
        confirmLabel={t('account.linked.unlink')}
        onConfirm={unlink}
      />
    </Section>
  );
}

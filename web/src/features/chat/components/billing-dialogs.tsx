import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useChatStore } from '../stores/chat-store';

export interface BillingDialogsProps {
  onViewPlans: () => void;
}

/**
 * §4 in chat: the subscription dialog (no-subscription: today's free limit is reached) and the
 * payment dialog (every 5th free chat within the free quota). Both offer the plans.
 */
export function BillingDialogs({ onViewPlans }: BillingDialogsProps) {
  const { t } = useTranslation();
  const subscriptionDialog = useChatStore((state) => state.subscriptionDialog);
  const paymentDialog = useChatStore((state) => state.paymentDialog);
  const set = useChatStore((state) => state.set);

  const viewPlans = () => {
    set({ subscriptionDialog: false, paymentDialog: false });
    onViewPlans();
  };

  return (
    <>
      <UpsellDialog
        open={subscriptionDialog}
        onClose={() => set({ subscriptionDialog: false })}
        title={t('upsell.limitTitle')}
        message={t('upsell.limitMessage')}
        dismissLabel={t('upsell.later')}
        onViewPlans={viewPlans}
      />
      <UpsellDialog
        open={paymentDialog && !subscriptionDialog}
        onClose={() => set({ paymentDialog: false })}
        title={t('upsell.paymentTitle')}
        message={t('upsell.paymentMessage')}
        dismissLabel={t('upsell.keepFree')}
        onViewPlans={viewPlans}
      />
    </>
  );
}

interface UpsellDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  message: string;
  dismissLabel: string;
  onViewPlans: () => void;
}

function UpsellDialog({ open, onClose, title, message, dismissLabel, onViewPlans }: UpsellDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} description={message}>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {dismissLabel}
        </Button>
        <Button onClick={onViewPlans}>{t('toasts.viewPlans')}</Button>
      </div>
    </Dialog>
  );
}

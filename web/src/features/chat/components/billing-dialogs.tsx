import type { Model, Provider } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useQuota } from '../api/get-quota';
import { useChatStore } from '../stores/chat-store';
import { focusComposer, PaymentNudge } from './payment-nudge';

export interface BillingDialogsProps {
  onViewPlans: () => void;
  providers: Provider[];
  provider: string | undefined;
  model: string | undefined;
  onChooseModel: (provider: string, model: string) => void;
}

/**
 * §4 in chat: the subscription dialog (no-subscription), saying which limit was reached, and the
 * payment nudge (every 5th free chat within the free quota, once a day). Both offer the plans.
 */
export function BillingDialogs({ onViewPlans, providers, provider, model, onChooseModel }: BillingDialogsProps) {
  const { t } = useTranslation();
  const subscriptionDialog = useChatStore((state) => state.subscriptionDialog);
  const refused = useChatStore((state) => state.refused);
  const set = useChatStore((state) => state.set);
  const quota = useQuota(subscriptionDialog, provider, model).data;

  const viewPlans = () => {
    set({ subscriptionDialog: false, paymentDialog: false });
    onViewPlans();
  };
  const close = () => set({ subscriptionDialog: false });
  const other = refused?.limit === 'model' ? freeAlternative(providers, refused.model) : undefined;
  const name = refused?.model?.name ?? t('quota.thisModel');
  const messagesPerDay = quota?.messagesPerDay;

  return (
    <>
      <Dialog
        open={subscriptionDialog}
        onOpenChange={(next) => !next && close()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusComposer();
        }}
        title={refused?.limit === 'model' ? t('quota.modelTitle', { model: name }) : t('quota.messagesTitle')}
        description={
          refused?.limit === 'model'
            ? t('quota.modelReached', { model: name })
            : typeof messagesPerDay === 'number'
              ? t('quota.messagesReached', { count: messagesPerDay })
              : t('quota.messagesReachedToday')
        }
      >
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('upsell.later')}
          </Button>
          {other ? (
            <Button
              variant="secondary"
              onClick={() => {
                onChooseModel(other.provider, other._id);
                close();
              }}
            >
              {t('quota.useModel', { model: other.name })}
            </Button>
          ) : null}
          <Button onClick={viewPlans}>{t('toasts.viewPlans')}</Button>
        </div>
      </Dialog>
      <PaymentNudge onViewPlans={viewPlans} />
    </>
  );
}

/** Another model a Free customer may still use today: the default one first, then the others with an allowance. */
function freeAlternative(providers: Provider[], refused: Model | null): Model | undefined {
  const others = providers
    .flatMap((p) => p.models)
    .filter((m) => m.maxFreeChat > 0 && !(m._id === refused?._id && m.provider === refused.provider));
  return others.find((m) => m.isDefault) ?? others[0];
}

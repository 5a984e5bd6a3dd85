import type { Model, Provider } from '@chat/protocol';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useQuota } from '../api/get-quota';
import { focusComposer } from '../lib/focus-composer';
import { isFree } from '../lib/model-capabilities';
import type { Refused } from '../stores/chat-store';

export interface LimitDialogProps {
  refused: Refused | undefined;
  providers: Provider[];
  provider: string | undefined;
  model: string | undefined;
  onClose: () => void;
  onViewPlans: () => void;
  onChooseModel: (provider: string, model: string) => void;
}

/**
 * §4's subscription dialog (no-subscription), saying which limit was reached (issue 18): the plan's
 * messages a day, or this model's free allowance, with another free model one click away. The
 * refused message waits in the composer, which gets the focus back on close.
 */
export default function LimitDialog({
  refused,
  providers,
  provider,
  model,
  onClose,
  onViewPlans,
  onChooseModel,
}: LimitDialogProps) {
  const { t } = useTranslation();
  const messagesPerDay = useQuota(true, provider, model).data?.messagesPerDay;
  const byModel = refused?.limit === 'model';
  const other = byModel ? freeAlternative(providers, refused.model) : undefined;
  const name = refused?.model?.name ?? t('quota.thisModel');
  const messagesText =
    typeof messagesPerDay === 'number'
      ? t('billing.limit.messagesReached', { count: messagesPerDay })
      : t('billing.limit.messagesReachedToday');

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        focusComposer();
      }}
      title={byModel ? t('billing.limit.modelTitle', { model: name }) : t('billing.limit.messagesTitle')}
      description={byModel ? t('billing.limit.modelReached', { model: name }) : messagesText}
    >
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('upsell.later')}
        </Button>
        {other ? (
          <Button
            variant="secondary"
            onClick={() => {
              onChooseModel(other.provider, other._id);
              onClose();
            }}
          >
            {t('billing.limit.useModel', { model: other.name })}
          </Button>
        ) : null}
        <Button onClick={onViewPlans}>{t('toasts.viewPlans')}</Button>
      </div>
    </Dialog>
  );
}

/** Another model a Free customer may still use today: the default one first, then the others with an allowance. */
function freeAlternative(providers: Provider[], refused: Model | null): Model | undefined {
  const others = providers
    .flatMap((p) => p.models)
    .filter((m) => isFree(m) && !(m._id === refused?._id && m.provider === refused.provider));
  return others.find((m) => m.isDefault) ?? others[0];
}

import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useChatStore } from '../stores/chat-store';

/** The composer takes the focus back when a dialog or the nudge closes: the next message is written there. */
export const focusComposer = () => document.getElementById('composer')?.focus();

/**
 * §4's payment dialog as a non-modal dialog just above the composer (issue 18): it appears once the
 * answer has ended, never takes the focus (someone typing keeps typing), and hands it to the
 * composer when closed. Its region is a polite live region, so a screen reader hears it appear.
 */
export function PaymentNudge({ onViewPlans }: { onViewPlans: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const due = useChatStore((state) => state.paymentDialog && !state.subscriptionDialog);
  // An answer still streaming (or being made) keeps it waiting.
  const answering = useChatStore((state) => state.typing || state.streamingId !== undefined);
  const close = () => {
    useChatStore.getState().set({ paymentDialog: false });
    focusComposer();
  };

  return (
    <div aria-live="polite" className="mx-auto w-full max-w-3xl px-3 empty:hidden">
      {due && !answering ? (
        <section
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          onKeyDown={(event) => event.key === 'Escape' && close()}
          className="mb-2 flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-3 text-sm shadow-sm sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <h2 id={`${id}-title`} className="font-semibold">
              {t('upsell.paymentTitle')}
            </h2>
            <p id={`${id}-text`} className="text-text-muted">
              {t('upsell.paymentMessage')}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant="secondary" size="sm" onClick={close}>
              {t('upsell.keepFree')}
            </Button>
            <Button size="sm" onClick={onViewPlans}>
              {t('toasts.viewPlans')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

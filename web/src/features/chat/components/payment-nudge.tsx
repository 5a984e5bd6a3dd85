import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

export interface PaymentNudgeProps {
  onClose: () => void;
  onViewPlans: () => void;
}

/**
 * §4's payment dialog as a non-modal dialog just above the composer (issue 18): it never takes the
 * focus, so someone typing keeps typing; Escape inside it or either button closes it.
 */
export default function PaymentNudge({ onClose, onViewPlans }: PaymentNudgeProps) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLElement>(null);

  // Escape closes it while the focus is in it (the composer's Escape stays the composer's).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && box.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <section
      ref={box}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
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
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('upsell.keepFree')}
        </Button>
        <Button size="sm" onClick={onViewPlans}>
          {t('toasts.viewPlans')}
        </Button>
      </div>
    </section>
  );
}

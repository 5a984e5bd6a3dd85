import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/** "Resend code", disabled with a visible countdown until the server allows another one. */
export function ResendButton({ resendAt, onResend }: { resendAt: number; onResend: () => Promise<void> }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const seconds = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (seconds === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={seconds > 0 || busy}
      onClick={() => {
        setBusy(true);
        void onResend().finally(() => {
          setBusy(false);
          setNow(Date.now());
        });
      }}
    >
      {seconds > 0 ? t('auth.resendIn', { seconds }) : t('auth.resend')}
    </Button>
  );
}

import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';

const SECONDS = 5;

/** §2: on success the user is redirected to chat after a countdown in seconds. */
export function SuccessCountdown({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(SECONDS);

  useEffect(() => {
    if (left === 0) {
      onDone?.();
      void navigate('/?conversation=new', { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, onDone]);

  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-green-900 bg-green-950/40 p-6 text-center"
    >
      <CheckCircle2 className="h-10 w-10 text-green-400" aria-hidden />
      <p className="text-lg font-semibold">{t('subscribe.success')}</p>
      <p className="text-sm text-text-muted">{t('subscribe.redirecting', { count: left })}</p>
    </div>
  );
}

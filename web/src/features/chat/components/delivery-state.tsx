import { RotateCcw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useChatStore } from '../stores/chat-store';

/** Under a message of the customer's: "Sending…" until the server has it, or "Not sent" with Retry. */
export function DeliveryState({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const state = useChatStore((store) => store.delivery[chatId]);
  const retry = useChatStore((store) => store.retry);
  if (state === 'sending')
    return (
      <p className="text-xs text-text-muted" role="status" data-testid="delivery-sending">
        {t('messages.sending')}
      </p>
    );
  if (state !== 'failed') return null;
  return (
    <p className="flex items-center gap-2 text-xs text-red-400" role="alert" data-testid="delivery-failed">
      {t('messages.notSent')}
      <button
        type="button"
        onClick={() => retry(chatId)}
        className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-text hover:bg-surface-hover"
      >
        <RotateCcw className="h-3 w-3" aria-hidden />
        {t('messages.retry')}
      </button>
    </p>
  );
}

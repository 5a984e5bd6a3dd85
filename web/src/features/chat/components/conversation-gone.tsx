import { MessageSquareX, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/**
 * In place of a conversation that is gone (hooks/use-gone-conversation.ts): says so, and offers a
 * new one. It has no composer: a message sent there would have nowhere to go.
 */
export function ConversationGone({ onStartNew }: { onStartNew: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center" data-testid="conversation-gone">
      <MessageSquareX className="h-10 w-10 text-text-muted" aria-hidden />
      <h1 className="text-xl font-semibold">{t('goneConversation.title')}</h1>
      <p className="max-w-md text-sm text-text-muted">{t('goneConversation.detail')}</p>
      <Button className="mt-2" onClick={onStartNew}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('goneConversation.startNew')}
      </Button>
    </div>
  );
}

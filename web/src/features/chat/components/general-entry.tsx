import { MessageSquare, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { clearGeneral } from '../api/clear-general-chat';

export interface GeneralEntryProps {
  href: string;
  active: boolean;
  onNavigate?: () => void;
}

/** The General entry with its clear button and §2 confirmation. */
export function GeneralEntry({ href, active, onNavigate }: GeneralEntryProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);

  const clear = async () => {
    try {
      await clearGeneral();
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  };

  return (
    <div className={cn('group flex items-center rounded-lg', active ? 'bg-surface-hover' : 'hover:bg-surface-hover')}>
      <Link
        to={href}
        onClick={onNavigate}
        className="flex min-w-0 flex-1 items-center gap-2 px-3 py-2 text-sm"
        aria-current={active ? 'page' : undefined}
        data-testid="general-entry"
      >
        <MessageSquare className="h-4 w-4 shrink-0 text-text-muted" aria-hidden />
        <span className="truncate">{t('chat.general')}</span>
      </Link>
      <button
        type="button"
        className="mr-1 rounded-md p-1.5 text-text-muted hover:bg-surface-raised hover:text-red-400"
        onClick={() => setConfirming(true)}
        aria-label={t('sidebar.clearGeneral')}
        title={t('sidebar.clearGeneral')}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sidebar.clearGeneral')}
        message={t('chat.confirmClear')}
        onConfirm={clear}
      />
    </div>
  );
}

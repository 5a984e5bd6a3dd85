import type { Conversation } from '@chat/protocol';
import { ArchiveRestore, MessageSquareText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n';
import { activityOf } from '../lib/activity-groups';

export interface ArchivedRowProps {
  conversation: Conversation;
  href: string;
  onOpen: () => void;
  onRestore: () => Promise<unknown>;
  onDelete: () => void;
}

const actionClass = 'shrink-0 rounded-md p-1.5 text-text-muted hover:bg-surface-raised disabled:opacity-60';

/** One archived conversation: its name and last activity open it; Restore and Delete beside them. */
export function ArchivedRow({ conversation, href, onOpen, onRestore, onDelete }: ArchivedRowProps) {
  const { t, i18n } = useTranslation();
  const [restoring, setRestoring] = useState(false);
  const { name } = conversation;
  const restore = () => {
    setRestoring(true);
    // The row leaves the view once restored; it stays, usable again, when the server refused.
    void onRestore().finally(() => setRestoring(false));
  };
  return (
    <li className="flex items-center gap-1 rounded-lg hover:bg-surface-hover" data-testid="archived-item">
      <Link to={href} onClick={onOpen} className="flex min-w-0 flex-1 items-center gap-2 px-2 py-2 text-sm">
        <MessageSquareText className="h-4 w-4 shrink-0 text-text-muted" aria-hidden />
        {/* The date under the name: beside it, a phone's width left the name a few letters. */}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate">{name}</span>
          <span className="text-xs text-text-muted">{formatDate(activityOf(conversation), i18n.language)}</span>
        </span>
      </Link>
      <button
        type="button"
        className={`${actionClass} hover:text-text`}
        onClick={restore}
        disabled={restoring}
        aria-label={t('conversations.restoreLabel', { name })}
        title={t('conversations.restoreLabel', { name })}
        data-testid="archived-restore"
      >
        <ArchiveRestore className="h-4 w-4" aria-hidden />
      </button>
      <button
        type="button"
        className={`${actionClass} mr-1 hover:text-red-400`}
        onClick={onDelete}
        aria-label={t('conversations.delete', { name })}
        title={t('conversations.delete', { name })}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

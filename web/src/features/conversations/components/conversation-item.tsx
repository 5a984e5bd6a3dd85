import type { Conversation } from '@chat/protocol';
import { MessageSquareText, Pencil, Share2, Trash2 } from 'lucide-react';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';
import { useExportActions } from '../hooks/use-export-actions';
import { useInstructionsAction } from '../hooks/use-instructions-action';
import { usePinArchiveActions } from '../hooks/use-pin-archive-actions';
import { ConversationMenu } from './conversation-menu';

/** The rename field loads when first asked for, not with the page (issue 10's budget). */
const RenameField = lazy(() => import('./rename-field').then((module) => ({ default: module.RenameField })));

export interface ConversationItemProps {
  conversation: Conversation;
  href: string;
  active: boolean;
  onNavigate?: (() => void) | undefined;
  onDelete: (conversation: Conversation) => void;
  onRename: (id: string, name: string) => Promise<void>;
  /** The menu's Share entry (issue 20). */
  onShare: (conversation: Conversation) => void;
  /** The open conversation was archived: the app leaves it as it does a deleted one (issue 38). */
  onArchivedSelected: () => void;
}

const actionClass =
  'rounded-md p-1.5 text-text-muted opacity-100 hover:bg-surface-raised md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100';

/**
 * The action icons lie over the row's end (issue 38): on a desktop, while they are hidden, the title
 * runs to the row's padding; while they show (hover, focus, open menu), and always on a phone, the
 * title stops before them (three 28 px buttons and a 4 px margin).
 */
const titleClass = 'pr-22 md:pr-3 md:group-focus-within:pr-22 md:group-hover:pr-22 md:group-has-[[aria-expanded=true]]:pr-22';

/**
 * One sidebar row, memoized; off screen the browser skips its layout and paint (index.css), so a
 * sidebar holding thousands of loaded conversations stays cheap (issue 10).
 */
export const ConversationItem = memo(function ConversationItem({
  conversation,
  href,
  active,
  onNavigate,
  onDelete,
  onRename,
  onShare,
  onArchivedSelected,
}: ConversationItemProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const exportActions = useExportActions(conversation);
  const instructions = useInstructionsAction(conversation);
  const pinArchiveActions = usePinArchiveActions(conversation, active ? onArchivedSelected : undefined);
  if (renaming)
    return (
      <li className="conversation-row flex items-center rounded-lg bg-surface-hover" data-testid="conversation-item">
        <Suspense fallback={<span className="min-w-0 flex-1 truncate px-3 py-2 text-sm">{conversation.name}</span>}>
          <RenameField
            name={conversation.name}
            onSave={(name) => onRename(conversation._id, name)}
            onDone={() => setRenaming(false)}
          />
        </Suspense>
      </li>
    );
  return (
    <li
      className={cn(
        'conversation-row group relative flex items-center rounded-lg',
        active ? 'bg-surface-hover' : 'hover:bg-surface-hover',
      )}
      data-testid="conversation-item"
    >
      <Link
        to={href}
        onClick={onNavigate}
        className={cn('flex min-w-0 flex-1 items-center gap-2 py-2 pl-3 text-sm', titleClass)}
        aria-current={active ? 'page' : undefined}
      >
        <MessageSquareText className="h-4 w-4 shrink-0 text-text-muted" aria-hidden />
        <span className="truncate">{conversation.name}</span>
      </Link>
      <div className="absolute inset-y-0 right-0 flex items-center">
        <ConversationMenu
          name={conversation.name}
          className={cn(actionClass, 'hover:text-text aria-expanded:opacity-100')}
          items={[
            { id: 'share', label: t('conversations.share'), Icon: Share2, onSelect: () => onShare(conversation) },
            ...exportActions,
            instructions.item,
            ...pinArchiveActions,
          ]}
        />
        {instructions.dialog}
        <button
          type="button"
          className={cn(actionClass, 'hover:text-text')}
          onClick={() => setRenaming(true)}
          aria-label={t('conversations.rename', { name: conversation.name })}
          title={t('conversations.rename', { name: conversation.name })}
        >
          <Pencil className="h-4 w-4" aria-hidden />
        </button>
        <button
          type="button"
          className={cn(actionClass, 'mr-1 hover:text-red-400')}
          onClick={() => onDelete(conversation)}
          aria-label={t('conversations.delete', { name: conversation.name })}
          title={t('conversations.delete', { name: conversation.name })}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </li>
  );
});

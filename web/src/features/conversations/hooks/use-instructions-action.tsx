import type { Conversation } from '@chat/protocol';
import { ScrollText } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ConversationMenuItem } from '../components/conversation-menu';

/** The dialog loads when first asked for, not with the sidebar (the chat page's first-load budget). */
const InstructionsDialog = lazy(() =>
  import('../components/instructions-dialog').then((module) => ({ default: module.InstructionsDialog })),
);

/** "Instructions for this conversation" for a conversation's menu, and the dialog it opens (issue 21). */
export function useInstructionsAction(conversation: Pick<Conversation, '_id' | 'name' | 'instructions'>): {
  item: ConversationMenuItem;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return {
    item: { id: 'instructions', label: t('instructions.menuItem'), Icon: ScrollText, onSelect: () => setOpen(true) },
    dialog: open ? (
      <Suspense fallback={null}>
        <InstructionsDialog conversation={conversation} onClose={() => setOpen(false)} />
      </Suspense>
    ) : null,
  };
}

import type { Conversation } from '@chat/protocol';
import { FileJson, FileText } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { ConversationMenuItem } from '../components/conversation-menu';

/** "Export as Markdown" and "Export as JSON" for a conversation's menu; a failure shows as a toast. */
export function useExportActions(conversation: Pick<Conversation, '_id' | 'name'>): ConversationMenuItem[] {
  const { t } = useTranslation();
  // The download code loads when first chosen, not with the sidebar (the chat page's first-load budget).
  const run = (format: 'markdown' | 'json') => () =>
    void import('../api/export-conversation')
      .then(({ exportConversation }) => exportConversation(conversation._id, conversation.name, format))
      .catch((error: unknown) => toast.error(t('conversations.export.failed', { message: errorMessage(error) })));
  return [
    { id: 'export-markdown', label: t('conversations.export.markdown'), Icon: FileText, onSelect: run('markdown') },
    { id: 'export-json', label: t('conversations.export.json'), Icon: FileJson, onSelect: run('json') },
  ];
}

import type { Conversation } from '@chat/protocol';
import { useMemo } from 'react';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { isLocale, localeTag } from '@/lib/locale';
import { bySidebarOrder } from '../stores/merge';
import { groupForSidebar, type ActivityPeriod } from '../lib/activity-groups';
import { useToday } from '../hooks/use-today';
import { ConversationItem, type ConversationItemProps } from './conversation-item';

export interface ConversationGroupsProps extends Pick<
  ConversationItemProps,
  'onNavigate' | 'onDelete' | 'onRename' | 'onShare' | 'onArchivedSelected'
> {
  conversations: Conversation[];
  selectedId: string | undefined;
  hrefFor: (id: string) => string;
}

/**
 * The conversations under headings: Pinned (issue 21), then by date (Today, Yesterday, Previous 7
 * days, Previous 30 days, then months). A heading labels its list and is not one of its items: keyboard and screen-reader users
 * step through conversations only, and can jump between headings.
 */
export function ConversationGroups({ conversations, selectedId, hrefFor, ...actions }: ConversationGroupsProps) {
  const { t, i18n } = useTranslation();
  const today = useToday();
  const groups = useMemo(() => groupForSidebar([...conversations].sort(bySidebarOrder), today), [conversations, today]);
  return (
    <div className="flex flex-col gap-3" data-testid="conversation-list">
      {groups.map((group) => (
        <div key={group.key}>
          <h2 id={`history-${group.key}`} className="px-3 pb-1 text-xs font-medium text-text-muted" data-testid="history-group">
            {periodLabel(group.period, t, i18n.language)}
          </h2>
          <ul className="flex flex-col gap-0.5" aria-labelledby={`history-${group.key}`}>
            {group.conversations.map((conversation) => (
              <ConversationItem
                key={conversation._id}
                conversation={conversation}
                href={hrefFor(conversation._id)}
                active={conversation._id === selectedId}
                {...actions}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function periodLabel(period: ActivityPeriod, t: TFunction, language: string): string {
  if (period.kind === 'pinned') return t('conversations.pinned');
  if (period.kind === 'today') return t('history.today');
  if (period.kind === 'yesterday') return t('history.yesterday');
  if (period.kind === 'previous7Days') return t('history.previous7Days');
  if (period.kind === 'previous30Days') return t('history.previous30Days');
  const tag = isLocale(language) ? localeTag(language) : undefined;
  const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' }).format(new Date(period.year, period.month, 1));
  // "noviembre de 2026" is a heading here: capitalised as the other headings are.
  return month.charAt(0).toLocaleUpperCase(tag) + month.slice(1);
}

import { Plus, Search, TextSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { GeneralEntry } from '@/features/chat';
import { useSessionStore } from '@/features/auth';
import { ArchivedEntry, ConversationList } from '@/features/conversations';
import { useSearchStore } from '@/features/search';
import { cn } from '@/lib/cn';
import { chatPath, paths } from '../paths';
import { SidebarFooter } from './sidebar-footer';
import { DESKTOP_QUERY, useSidebarStore } from './sidebar-store';
import { useMediaQuery } from './use-media-query';

/**
 * The fixed sidebar (§2): title, new conversation, search, the list, General with its clear
 * button, Archived (issue 21) and the account footer. 250px on medium screens, 300px on large; a drawer on phones.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const { mobileOpen, desktopHidden, close } = useSidebarStore();
  const authenticated = useSessionStore((state) => state.authenticated);
  const selected = params.get('conversation') ?? undefined;
  // Slid out of view, it is inert (issue 38): Tab skips it and assistive technology does not read it.
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const closed = desktop ? desktopHidden : !mobileOpen;

  return (
    <>
      <div
        className={cn(
          'fixed inset-0 z-30 bg-black/60 transition-opacity md:hidden',
          mobileOpen ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
        onClick={close}
        aria-hidden
        data-testid="sidebar-overlay"
      />
      <aside
        id="sidebar"
        aria-label={t('sidebar.label')}
        data-state={mobileOpen ? 'open' : 'closed'}
        inert={closed}
        className={cn(
          'safe-top fixed inset-y-0 left-0 z-40 flex w-[280px] max-w-[85vw] flex-col border-r border-border bg-surface-raised transition-transform duration-200 md:w-[250px] lg:w-[300px]',
          mobileOpen ? 'translate-x-0' : '-translate-x-full',
          desktopHidden ? 'md:-translate-x-full' : 'md:translate-x-0',
        )}
      >
        <div className="flex items-center justify-between px-4 pt-4 pb-2">
          <span className="text-lg font-semibold">{t('app.title')}</span>
        </div>
        <div className="px-3">
          <Button
            className="w-full justify-start"
            variant="secondary"
            onClick={() => {
              close();
              navigate(chatPath('new'));
            }}
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t('sidebar.newConversation')}
          </Button>
          {authenticated ? (
            <Button
              className="mt-2 w-full justify-start"
              variant="ghost"
              title={t('sidebar.searchMessagesHint')}
              onClick={() => {
                close();
                useSearchStore.getState().setOpen(true);
              }}
            >
              <TextSearch className="h-4 w-4" aria-hidden />
              {t('sidebar.searchMessages')}
            </Button>
          ) : null}
          <div className="relative mt-2">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-text-muted"
              aria-hidden
            />
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('sidebar.search')}
              aria-label={t('sidebar.search')}
              className="h-9 w-full rounded-lg border border-border bg-surface pr-3 pl-9 text-sm outline-none placeholder:text-text-muted focus:border-primary-500"
            />
          </div>
        </div>
        <nav className="mt-3 min-h-0 flex-1 overflow-y-auto px-2" aria-label={t('sidebar.conversations')}>
          <ConversationList
            search={search}
            authenticated={authenticated}
            selectedId={selected}
            hrefFor={chatPath}
            onNavigate={close}
            onDeletedSelected={() => navigate(paths.chats)}
          />
        </nav>
        <div className="border-t border-border px-2 py-2">
          <GeneralEntry href={chatPath('general')} active={selected === 'general'} onNavigate={close} />
          {authenticated ? (
            <ArchivedEntry
              selectedId={selected}
              hrefFor={chatPath}
              onNavigate={close}
              onDeletedSelected={() => navigate(paths.chats)}
            />
          ) : null}
        </div>
        <SidebarFooter />
      </aside>
    </>
  );
}

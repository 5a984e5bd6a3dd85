import { PanelLeft, Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { useSessionStore } from '@/features/auth';
import { useChatStore, useGoneConversation } from '@/features/chat';
import { LazyShareDialog, useShownConversation } from '@/features/conversations';
import { cn } from '@/lib/cn';
import { paths } from '../paths';
import { useSidebarStore } from './sidebar-store';

/** The conversation name, or New Conversation, or General, with the typing indicator (§2). */
export function ChatHeader() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const toggle = useSidebarStore((state) => state.toggle);
  const desktopHidden = useSidebarStore((state) => state.desktopHidden);
  const authenticated = useSessionStore((state) => state.authenticated);
  const conversation = params.get('conversation') ?? 'new';
  const typing = useChatStore((state) => state.typing);
  const name = useShownConversation(conversation)?.name;
  // The chat screen says so, under its own heading.
  const gone = useGoneConversation(conversation);
  const title = conversation === 'general' ? t('chat.general') : (name ?? t('chat.newConversation'));
  const [sharing, setSharing] = useState(false);

  return (
    <header className="safe-top flex h-14 shrink-0 items-center gap-2 border-b border-border px-3">
      <Button variant="ghost" size="icon" onClick={toggle} aria-label={t('sidebar.toggle')} title={t('sidebar.toggleHint')}>
        <PanelLeft className="h-5 w-5" aria-hidden />
      </Button>
      {gone ? null : (
        <h1 className="truncate text-base font-semibold" data-testid="chat-title">
          {title}
        </h1>
      )}
      {typing ? (
        <span className="ml-1 flex items-center gap-1" role="status" aria-label={t('chat.typing')}>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-1.5 w-1.5 animate-bounce rounded-full bg-text-muted"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
      ) : null}
      {name && !gone ? (
        // Only a named conversation can be shared; the general chat and a new one cannot (issue 20).
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setSharing(true)} data-testid="chat-share">
          <Share2 className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">{t('conversations.share')}</span>
          <span className="sr-only sm:hidden">{t('conversations.share')}</span>
        </Button>
      ) : null}
      {authenticated ? null : (
        // A guest's way in where the sidebar's Sign in is out of sight: on a phone, or with the sidebar hidden (issue 38).
        <Link
          to={paths.auth.login}
          className={buttonClass({ size: 'sm', className: cn('ml-auto shrink-0', !desktopHidden && 'md:hidden') })}
        >
          {t('sidebar.signIn')}
        </Link>
      )}
      {sharing && name ? (
        <Suspense fallback={null}>
          <LazyShareDialog conversation={{ _id: conversation, name }} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

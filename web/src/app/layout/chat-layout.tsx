import { isObjectId } from '@chat/protocol';
import { useEffect } from 'react';
import { Outlet, useSearchParams } from '@/lib/router';
import { useSessionStore } from '@/features/auth';
import { ensureConversation } from '@/features/conversations';
import { cn } from '@/lib/cn';
import { ChatHeader } from './chat-header';
import { Sidebar } from './sidebar';
import { useSidebarStore } from './sidebar-store';
import { useSidebarShortcuts } from './use-sidebar-shortcuts';

/** The chat layout of §2: fixed sidebar and header around the chat screen. */
export function ChatLayout() {
  useSidebarShortcuts();
  const desktopHidden = useSidebarStore((state) => state.desktopHidden);
  const [params] = useSearchParams();
  const conversation = params.get('conversation') ?? undefined;
  const authenticated = useSessionStore((state) => state.authenticated);

  useEffect(() => {
    if (authenticated && isObjectId(conversation)) void ensureConversation(conversation);
  }, [conversation, authenticated]);
  return (
    <div className="safe-x flex h-dvh overflow-hidden">
      <Sidebar />
      <main
        className={cn(
          'flex min-w-0 flex-1 flex-col transition-[margin] duration-200',
          !desktopHidden && 'md:ml-[250px] lg:ml-[300px]',
        )}
      >
        <ChatHeader />
        <Outlet />
      </main>
    </div>
  );
}

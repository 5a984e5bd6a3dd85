import type { SearchHit } from '@chat/protocol';
import { useNavigate } from '@/lib/router';
import { useSessionStore } from '@/features/auth';
import { focusComposerOnDesktop, loadThrough, messageId } from '@/features/chat';
import { SearchLauncher } from '@/features/search';
import { chatPath } from './paths';

/**
 * The message search (issue 20) wired to the chat: a hit's conversation is loaded back to its
 * message (however far), then opened with `message` naming it, which the list scrolls to and
 * highlights, with the composer focused as when any conversation opens.
 */
export function MessageSearch() {
  const navigate = useNavigate();
  const authenticated = useSessionStore((state) => state.authenticated);
  const open = async (hit: SearchHit) => {
    const scope = hit.conversation?._id ?? 'general';
    // A hit deleted since the search still opens its conversation, at its newest message.
    const found = await loadThrough(scope, hit.chat).catch(() => false);
    const message = found ? `&message=${encodeURIComponent(messageId(hit.chat, hit.role))}` : '';
    navigate(`${chatPath(scope)}${message}`);
  };
  return <SearchLauncher authenticated={authenticated} onOpen={open} afterOpen={focusComposerOnDesktop} />;
}

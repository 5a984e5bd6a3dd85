import type { SharedMessage } from '@chat/protocol';
import { useNavigate, useParams, useSearchParams } from '@/lib/router';
import { useSessionStore } from '@/features/auth';
import { MessageFiles } from '@/features/chat/components/message-files';
import { MessageFrame, MessageText } from '@/features/chat/components/message-parts';
import { SharedConversationPage } from '@/features/conversations/components/shared-conversation-page';
import { chatPath, paths } from './paths';

const CONTINUE = 'continue';

/** A shared message as the chat shows one: the same frame, text and files, nothing to act on. */
function renderMessage({ role, content, files }: SharedMessage) {
  const isUser = role === 'user';
  return (
    <MessageFrame isUser={isUser}>
      <MessageText isUser={isUser} text={content} streaming={false} />
      <MessageFiles files={files} alignEnd={isUser} />
    </MessageFrame>
  );
}

/**
 * /s/:token (issue 20): a shared conversation, open to anyone with the link. "Continue this
 * conversation" sends a guest through sign-in and back here with `?continue=1`, which makes the copy.
 */
export function ShareRoute() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const authenticated = useSessionStore((state) => state.authenticated);
  return (
    <SharedConversationPage
      key={token}
      token={token}
      authenticated={authenticated}
      continueRequested={params.get(CONTINUE) === '1'}
      renderMessage={renderMessage}
      onSignIn={() => navigate(paths.auth.login, { state: { from: `${paths.share}/${token}?${CONTINUE}=1` } })}
      onContinued={(id) => navigate(chatPath(id), { replace: true })}
    />
  );
}

import { useNavigate } from '@/lib/router';
import { ChatScreen } from '@/features/chat';
import { useSessionStore } from '@/features/auth';
import { useDeviceStore } from '@/features/native';
import { paths } from './paths';

/** The route named chat: composes the chat screen with the session. */
export function ChatRoute() {
  const navigate = useNavigate();
  const authenticated = useSessionStore((state) => state.authenticated);
  const preferredModel = useSessionStore((state) => state.preferredModel);
  const imageMode = useDeviceStore((state) => state.imageMode);
  const setImageMode = useDeviceStore((state) => state.setImageMode);
  return (
    <ChatScreen
      authenticated={authenticated}
      preferredModel={preferredModel}
      onSignInRequired={() => navigate(paths.auth.login, { state: { from: '/?conversation=new' } })}
      signInPath={paths.auth.login}
      onViewPlans={() => navigate(paths.plans)}
      imageMode={imageMode}
      onImageModeChange={setImageMode}
    />
  );
}

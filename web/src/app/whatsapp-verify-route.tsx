import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { WhatsAppVerifyPage } from '@/features/account';
import { useSessionStore } from '@/features/auth';
import { paths } from './paths';

/** /account/profile/link/whatsapp/:token (§2 whatsapp-verify, auth false): signing in comes back here. */
export function WhatsAppVerifyRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const authenticated = useSessionStore((state) => state.authenticated);
  const onHome = useCallback(() => void navigate(paths.chat, { replace: true }), [navigate]);
  return (
    <WhatsAppVerifyPage
      key={token}
      token={token}
      authenticated={authenticated}
      onSignIn={() => void navigate(paths.auth.login, { state: { from: location.pathname } })}
      onHome={onHome}
      onProfile={() => void navigate(paths.account.profile)}
    />
  );
}

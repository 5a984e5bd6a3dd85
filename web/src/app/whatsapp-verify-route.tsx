import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from '@/lib/router';
import { WhatsAppVerifyPage } from '@/features/account';
import { useSessionStore } from '@/features/auth';
import { paths } from './paths';

/** /account/profile/link/whatsapp/:token (§2 whatsapp-verify, auth false): signing in comes back here. */
export function WhatsAppVerifyRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [path] = useLocation();
  const authenticated = useSessionStore((state) => state.authenticated);
  const onHome = useCallback(() => navigate(paths.chat, { replace: true }), [navigate]);
  return (
    <WhatsAppVerifyPage
      key={token}
      token={token}
      authenticated={authenticated}
      onSignIn={() => navigate(paths.auth.login, { state: { from: path } })}
      onHome={onHome}
      onProfile={() => navigate(paths.account.profile)}
    />
  );
}

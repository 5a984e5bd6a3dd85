import { useParams, useNavigate } from '@/lib/router';
import { UndoChangePage } from '@/features/account';
import { useSessionStore } from '@/features/auth';
import { paths } from './paths';

/** /account/undo-change/:token: the undo link of a sign-in change; every session ends, this browser's too. */
export function UndoChangeRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <UndoChangePage
      key={token}
      token={token}
      onUndone={() => useSessionStore.getState().signOutLocally()}
      onSignIn={() => navigate(paths.auth.login)}
    />
  );
}

import { Link } from '@/lib/router';
import { useTranslation } from '@/lib/i18n';

// Put where the link's words go, so the sentence can be cut around them in any language.
const SIGN_IN = '[[signIn]]';

/** "Sign in to start chatting with the assistant.", its sign-in words a link to sign-in (issue 38). */
export function GuestHint({ signInPath }: { signInPath: string }) {
  const { t } = useTranslation();
  const [before, after] = t('chat.guestHint', { signIn: SIGN_IN }).split(SIGN_IN);
  return (
    <p className="max-w-md text-sm text-text-muted">
      {before}
      <Link to={signInPath} className="link-inline">
        {t('chat.guestHintSignIn')}
      </Link>
      {after}
    </p>
  );
}

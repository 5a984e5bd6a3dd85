import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { linkWhatsAppWithToken, useLinkTokenCheck } from '../api/whatsapp-link';
import { LinkOutcome } from './link-outcome';

/** Seconds the success message shows before the app goes home (§2: success, then redirect home). */
export const LINKED_REDIRECT_SECONDS = 3;

export interface WhatsAppVerifyPageProps {
  token: string;
  authenticated: boolean;
  onSignIn: () => void;
  onHome: () => void;
  onProfile: () => void;
}

type Outcome = { kind: 'linking' } | { kind: 'linked'; phone: string } | { kind: 'failed'; message: string };

/**
 * The link page of a token sent on WhatsApp (§2 whatsapp-verify, auth false): the token is checked
 * without a session; signed out, it asks to sign in and comes back; signed in, it links the number.
 */
export function WhatsAppVerifyPage({ token, authenticated, onSignIn, onHome, onProfile }: WhatsAppVerifyPageProps) {
  const { t } = useTranslation();
  const check = useLinkTokenCheck(token);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const started = useRef(false);

  useEffect(() => {
    if (!authenticated || !check.data || started.current) return;
    started.current = true;
    setOutcome({ kind: 'linking' });
    linkWhatsAppWithToken(token).then(
      ({ phone }) => setOutcome({ kind: 'linked', phone: phone ?? '' }),
      (error: unknown) => setOutcome({ kind: 'failed', message: errorMessage(error) }),
    );
  }, [authenticated, check.data, token]);

  useEffect(() => {
    if (outcome?.kind !== 'linked') return;
    const timer = setTimeout(onHome, LINKED_REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [outcome, onHome]);

  const profileButton = (
    <Button variant="secondary" onClick={onProfile}>
      {t('account.whatsapp.goToProfile')}
    </Button>
  );

  let body;
  if (check.isPending || outcome?.kind === 'linking') {
    body = (
      <p className="text-sm text-text-muted" role="status">
        {t('account.whatsapp.checking')}
      </p>
    );
  } else if (check.isError) {
    body = (
      <Failure
        title={t('account.whatsapp.invalidLink')}
        detail={t('account.whatsapp.invalidLinkDetail')}
        action={profileButton}
      />
    );
  } else if (outcome?.kind === 'failed') {
    body = <Failure title={t('account.whatsapp.verificationFailed')} detail={outcome.message} action={profileButton} />;
  } else if (outcome?.kind === 'linked') {
    body = (
      <LinkOutcome tone="done" title={t('account.whatsapp.success')}>
        <p className="text-sm text-text-muted">{t('account.whatsapp.successDetail', { phone: outcome.phone })}</p>
        <p className="text-sm text-text-muted">{t('account.whatsapp.redirecting', { count: LINKED_REDIRECT_SECONDS })}</p>
      </LinkOutcome>
    );
  } else {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm">{t('account.whatsapp.signInToLink', { phone: check.data.phone })}</p>
        <Button onClick={onSignIn}>{t('account.whatsapp.signIn')}</Button>
      </div>
    );
  }

  return (
    <PageShell title={t('routes.whatsappVerify')}>
      <div className="rounded-xl border border-border bg-surface-raised p-5">{body}</div>
    </PageShell>
  );
}

function Failure({ title, detail, action }: { title: string; detail: string; action: React.ReactNode }) {
  return (
    <LinkOutcome tone="failed" title={title}>
      <p className="text-sm text-text-muted">{detail}</p>
      {action}
    </LinkOutcome>
  );
}

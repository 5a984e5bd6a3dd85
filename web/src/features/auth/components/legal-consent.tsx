import { Link } from '@/lib/router';
import { useTranslation } from '@/lib/i18n';

// Stand-ins put where the link texts go, so the sentence can be cut around them in any language.
const TERMS = '[[terms]]';
const PRIVACY = '[[privacy]]';

/** "By continuing, you agree to the Terms of service and the Privacy policy", with both as links (§2 legal pages). */
export function LegalConsent() {
  const { t } = useTranslation();
  const links: Record<string, { to: string; label: string }> = {
    [TERMS]: { to: '/legal/terms', label: t('routes.terms') },
    [PRIVACY]: { to: '/legal/privacy', label: t('routes.privacy') },
  };
  const sentence = t('auth.legalConsent', { terms: TERMS, privacy: PRIVACY });
  return (
    <p className="mt-4 text-center text-xs text-text-muted" data-testid="legal-consent">
      {sentence.split(/(\[\[terms\]\]|\[\[privacy\]\])/).map((part, index) => {
        const link = links[part];
        return link ? (
          <Link key={index} to={link.to} className="text-text underline underline-offset-2 hover:text-primary-400">
            {link.label}
          </Link>
        ) : (
          part
        );
      })}
    </p>
  );
}

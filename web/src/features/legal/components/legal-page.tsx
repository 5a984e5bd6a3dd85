import { useTranslation } from '@/lib/i18n';
import { NavLink } from '@/lib/router';
import { PageShell } from '@/components/layout/page-shell';
import { formatDate } from '@/lib/format';
import { contactEmail, LEGAL_SECTIONS, LEGAL_UPDATED, type LegalPageName } from '../content';
import { RichText } from './rich-text';

const PAGES: { page: LegalPageName; path: string; titleKey: string }[] = [
  { page: 'terms', path: '/legal/terms', titleKey: 'routes.terms' },
  { page: 'privacy', path: '/legal/privacy', titleKey: 'routes.privacy' },
  { page: 'about', path: '/legal/about', titleKey: 'routes.about' },
];

/** /legal/terms, /legal/privacy and /legal/about (§2): public, translated, with links between them. */
export function LegalPage({ page }: { page: LegalPageName }) {
  const { t } = useTranslation();
  const email = contactEmail;
  const titleKey = PAGES.find((entry) => entry.page === page)!.titleKey;
  return (
    <PageShell title={t(titleKey)}>
      <article className="text-sm leading-relaxed text-text" data-testid="legal-page">
        <p className="text-text-muted">
          {t('legal.updated', { date: formatDate(LEGAL_UPDATED, undefined, { dateStyle: 'long' }) })}
        </p>
        <p className="mt-4 text-base">{t(`legal.${page}.intro`)}</p>
        {LEGAL_SECTIONS[page].map((section) => (
          <section key={section} aria-labelledby={`legal-${section}`} className="mt-6">
            <h2 id={`legal-${section}`} className="text-base font-semibold">
              {t(`legal.${page}.${section}.title`)}
            </h2>
            <RichText text={t(`legal.${page}.${section}.body`, { email })} email={email} />
          </section>
        ))}
      </article>
      <nav
        aria-label={t('legal.otherPages')}
        className="mt-10 flex flex-wrap gap-x-5 gap-y-2 border-t border-border pt-4 text-sm"
      >
        {PAGES.map((entry) => (
          <NavLink
            key={entry.page}
            to={entry.path}
            className={({ isActive }) => (isActive ? 'font-medium text-text' : 'text-text-muted hover:text-text')}
          >
            {t(entry.titleKey)}
          </NavLink>
        ))}
      </nav>
    </PageShell>
  );
}

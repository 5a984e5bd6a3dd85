import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, NavLink, Outlet, Redirect, useLocation } from '@/lib/router';
import { InsideLayoutContext } from '@/components/layout/page-shell';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { chatPath, paths } from '../paths';
import { accountPages } from './account-pages';
import { DESKTOP_QUERY } from './sidebar-store';
import { useMediaQuery } from './use-media-query';

/**
 * The frame of the /account pages (issue 18): a way back to chat and tabs between the pages on
 * desktop; on a phone, /account is the list of the pages and each page leads back to that list and to chat.
 */
export function AccountLayout() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const atList = path.replace(/\/$/, '') === paths.account.root;
  return (
    <div className="safe-top safe-bottom safe-x min-h-dvh">
      <div className="mx-auto w-full max-w-2xl px-4 py-6">
        {/* On a phone a page leads back to the list of pages and, in one tap too, to chat (the menu opens pages directly). */}
        <div className="flex items-center justify-between gap-4">
          {atList ? null : (
            <Link
              to={paths.account.root}
              className="inline-flex items-center gap-1 py-2 text-sm text-text-muted hover:text-text md:hidden"
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
              {t('account.nav.title')}
            </Link>
          )}
          <Link
            to={chatPath()}
            className={cn(
              'inline-flex items-center gap-1 py-2 text-sm text-text-muted hover:text-text',
              !atList && 'ml-auto md:ml-0',
            )}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('common.backToChat')}
          </Link>
        </div>
        <nav
          aria-label={t('account.nav.title')}
          className="mt-2 hidden border-b border-border md:flex"
          data-testid="account-tabs"
        >
          {accountPages.map((page) => (
            <NavLink
              key={page.path}
              to={page.path}
              className={({ isActive }) =>
                cn(
                  '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
                  isActive ? 'border-primary-500 text-text' : 'border-transparent text-text-muted hover:text-text',
                )
              }
            >
              {t(page.titleKey)}
            </NavLink>
          ))}
        </nav>
        <div className="mt-2 md:mt-6">
          <InsideLayoutContext value={true}>
            <Outlet />
          </InsideLayoutContext>
        </div>
      </div>
    </div>
  );
}

/** /account: the profile on desktop (§2), whose tabs lead to the rest; on a phone, the list of the pages. */
export function AccountIndex() {
  const { t } = useTranslation();
  // Without matchMedia (tests, old browsers) /account keeps the redirect of §2.
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  if (desktop) return <Redirect to={paths.account.profile} replace />;
  return (
    <>
      <h1 className="text-2xl font-semibold">{t('account.nav.title')}</h1>
      <nav aria-label={t('account.nav.title')} className="mt-6" data-testid="account-list">
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface-raised">
          {accountPages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className="flex items-center justify-between px-4 py-4 text-base hover:bg-surface-hover">
                {t(page.titleKey)}
                <ChevronRight className="h-5 w-5 text-text-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from '@/lib/router';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { consoleSections } from './console-sections';

/**
 * The console's frame: its title, the operator, the sections (a column on a wide screen; on a
 * phone rows that wrap, so every section is in sight: a row scrolling sideways hid the last ones)
 * and the section shown (its children).
 */
export function ConsoleLayout({ operatorEmail, children }: { operatorEmail: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="safe-top safe-bottom safe-x min-h-dvh">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-8 md:py-6">
        <aside className="md:w-52 md:shrink-0">
          <Link to="/" className="inline-flex items-center gap-1 py-2 text-sm text-text-muted hover:text-text">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('admin.back')}
          </Link>
          <p className="mt-2 text-lg font-semibold">{t('admin.title')}</p>
          <p className="truncate text-xs text-text-muted" data-testid="console-operator">
            {operatorEmail}
          </p>
          <nav aria-label={t('admin.nav.label')} className="mt-3">
            <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
              {consoleSections.map((section) => (
                <li key={section.path}>
                  <NavLink
                    to={section.path === '' ? '/admin' : `/admin/${section.path}`}
                    end={section.end ?? false}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm',
                        isActive
                          ? 'bg-surface-hover font-medium text-text'
                          : 'text-text-muted hover:bg-surface-hover hover:text-text',
                      )
                    }
                  >
                    <section.icon className="h-4 w-4 shrink-0" aria-hidden />
                    {t(section.titleKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main className="min-w-0 flex-1">{children}</main>
      </div>
    </div>
  );
}

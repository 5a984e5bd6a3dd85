import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';

/** The frame of the sign-in screens: product name, title, content, and a footer of links. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="safe-top safe-bottom safe-x flex min-h-dvh items-center justify-center px-4 py-8">
      <div className="w-full max-w-sm">
        <Link to="/" className="mb-6 block text-center text-lg font-semibold text-text-muted hover:text-text">
          {t('app.title')}
        </Link>
        <div className="rounded-2xl border border-border bg-surface-raised p-6 shadow-xl">
          <h1 className="text-xl font-semibold">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-text-muted">{subtitle}</p> : null}
          <div className="mt-5">{children}</div>
        </div>
        {footer ? <div className="mt-4 text-center text-sm text-text-muted">{footer}</div> : null}
      </div>
    </div>
  );
}

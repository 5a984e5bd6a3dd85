import { ArrowLeft } from 'lucide-react';
import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';

/** True inside a layout that gives the way back and the navigation itself (the account layout). */
export const InsideLayoutContext = createContext(false);

/** The frame of every screen outside the chat layout: a way back to chat, a title, the content. */
export function PageShell({
  title,
  children,
  backTo = '/?conversation=new',
}: {
  title: string;
  children?: ReactNode;
  backTo?: string;
}) {
  const { t } = useTranslation();
  if (use(InsideLayoutContext)) {
    return (
      <>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <div className="mt-6">{children}</div>
      </>
    );
  }
  return (
    <div className="safe-top safe-bottom safe-x min-h-dvh">
      <div className="mx-auto w-full max-w-2xl px-4 py-6">
        <Link to={backTo} className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-text">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('common.backToChat')}
        </Link>
        <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

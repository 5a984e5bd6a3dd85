import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useRouteHandles } from './route-matches';

/** Keeps document.title in step with the deepest route that declares a title. */
export function RouteTitle() {
  const { t } = useTranslation();
  const titleKey = useRouteHandles()
    .map((handle) => handle.titleKey)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    const app = t('app.title');
    document.title = titleKey ? `${t(titleKey)} · ${app}` : app;
  }, [t, titleKey]);
  return null;
}

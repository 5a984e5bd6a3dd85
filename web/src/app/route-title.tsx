import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from './paths';

/** Keeps document.title in step with the deepest route that declares a title. */
export function RouteTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
  useEffect(() => {
    const app = t('app.title');
    document.title = titleKey ? `${t(titleKey)} · ${app}` : app;
  }, [t, titleKey]);
  return null;
}

import { Suspense, useEffect } from 'react';
import { preloadable } from '@/lib/preloadable';
import { useInstallBanner, type InstallBannerOptions } from '../hooks/use-install-banner';

/**
 * The card is a chunk of its own (issue 18: first-load budget): most visits never see it. It is
 * fetched when the browser offers installation, during the 3 s before the banner shows.
 */
const card = preloadable(() => import('./install-banner-card').then((module) => module.InstallBannerCard));
export const preloadInstallBannerCard = card.preload;

/** The PWA install banner of §4: listens from the start, shown 3 s after the browser offers installation. */
export function InstallBanner(options: InstallBannerOptions) {
  const { offered, visible, accept, later } = useInstallBanner(options);
  useEffect(() => {
    // A failed fetch is tried again when the banner renders (React.lazy), and shown there.
    if (offered) card.preload().catch(() => undefined);
  }, [offered]);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <card.Component accept={accept} later={later} />
    </Suspense>
  );
}

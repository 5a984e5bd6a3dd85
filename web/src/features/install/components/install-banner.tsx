import { useEffect, useState } from 'react';
import { useInstallBanner, type InstallBannerOptions } from '../hooks/use-install-banner';
import type { InstallBannerCard } from './install-banner-card';

/**
 * The card is a chunk of its own (issue 18: first-load budget): most visits never see it. It is
 * fetched when the browser offers installation, during the 3 s before the banner shows, and shown
 * once both are there. A state update, not React.lazy: Suspense's retry waits on timers, which a
 * page's clock may hold back.
 */
let loadedCard: typeof InstallBannerCard | undefined;
const loadCard = () => import('./install-banner-card').then((module) => (loadedCard = module.InstallBannerCard));
export const preloadInstallBannerCard = loadCard;

/** The PWA install banner of §4: listens from the start, shown 3 s after the browser offers installation. */
export function InstallBanner(options: InstallBannerOptions) {
  const { offered, visible, accept, later } = useInstallBanner(options);
  const [Card, setCard] = useState(() => loadedCard);
  useEffect(() => {
    if (!offered || Card) return;
    let current = true;
    loadCard()
      .then((card) => current && setCard(() => card))
      .catch((error: unknown) => console.warn('The install banner could not be loaded.', error));
    return () => {
      current = false;
    };
  }, [offered, Card]);
  if (!visible || !Card) return null;
  return <Card accept={accept} later={later} />;
}

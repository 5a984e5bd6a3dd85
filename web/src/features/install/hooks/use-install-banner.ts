import { PWA_BANNER_DELAY_MS } from '@chat/protocol';
import { useCallback, useEffect, useReducer } from 'react';
import { getItem, setItem, storageKeys } from '@/lib/storage';
import { bannerReducer, initialBannerState, type BeforeInstallPromptEvent } from '../banner-machine';
import { isStandalone } from '../standalone';

export interface InstallBannerOptions {
  target?: Window;
  delayMs?: number;
  dismissed?: () => boolean;
  remember?: () => void;
  standalone?: () => boolean;
}

const readDismissed = () => getItem<boolean>(storageKeys.pwaDismissed) === true;
const storeDismissed = () => setItem(storageKeys.pwaDismissed, true);

/** Wires the banner machine to the window's install events, the §9 delay and `pwa-dismissed` (§3). */
export function useInstallBanner({
  target = window,
  delayMs = PWA_BANNER_DELAY_MS,
  dismissed = readDismissed,
  remember = storeDismissed,
  standalone = () => isStandalone(target),
}: InstallBannerOptions = {}) {
  const [state, dispatch] = useReducer(bannerReducer, undefined, () =>
    initialBannerState({ dismissed: dismissed(), standalone: standalone() }),
  );
  const armed = state.phase !== 'disarmed';

  useEffect(() => {
    if (!armed) return;
    const onAvailable = (event: Event) => {
      event.preventDefault(); // keep the browser's own prompt back; ours shows after the delay
      dispatch({ type: 'available', prompt: event as BeforeInstallPromptEvent });
    };
    const onInstalled = () => dispatch({ type: 'installed' });
    target.addEventListener('beforeinstallprompt', onAvailable);
    target.addEventListener('appinstalled', onInstalled);
    return () => {
      target.removeEventListener('beforeinstallprompt', onAvailable);
      target.removeEventListener('appinstalled', onInstalled);
    };
  }, [armed, target]);

  const captured = state.phase === 'captured';
  useEffect(() => {
    if (!captured) return;
    const timer = setTimeout(() => dispatch({ type: 'elapsed' }), delayMs);
    return () => clearTimeout(timer);
  }, [captured, delayMs]);

  const prompt = state.phase === 'visible' ? state.prompt : undefined;
  const accept = useCallback(() => {
    dispatch({ type: 'accept' });
    prompt?.prompt().catch((error: unknown) => console.warn('The install prompt could not be shown.', error));
  }, [prompt]);
  const later = useCallback(() => {
    dispatch({ type: 'later' });
    remember();
  }, [remember]);

  // Offered: the browser offered installation, the banner shows or will once the delay has passed.
  return { offered: captured || state.phase === 'visible', visible: state.phase === 'visible', accept, later };
}

import { useCallback, useEffect, useReducer, useState } from 'react';
import { androidStoreUrl } from '../config';
import { dialogReducer } from '../dialog-machine';
import { isStandalone } from '../standalone';

const ANSWERED_KEY = 'android-install-answered';

export interface AndroidInstallOptions {
  /** From the device info of app initialization (§3). */
  platform: string | undefined;
  operatingSystem: string | undefined;
  storeUrl?: string;
  serviceWorkerReady?: () => Promise<unknown>;
  standalone?: () => boolean;
  open?: (url: string) => void;
  session?: Pick<Storage, 'getItem' | 'setItem'>;
}

const readyWorker = () => (navigator.serviceWorker ? navigator.serviceWorker.ready : new Promise<never>(() => {}));
const openTab = (url: string) => void window.open(url, '_blank', 'noopener,noreferrer');

export function useAndroidInstall({
  platform,
  operatingSystem,
  storeUrl = androidStoreUrl,
  serviceWorkerReady = readyWorker,
  standalone = isStandalone,
  open = openTab,
  session = sessionStorage,
}: AndroidInstallOptions) {
  const [state, dispatch] = useReducer(dialogReducer, 'waiting');
  const [workerReady, setWorkerReady] = useState(false);

  const relevant = platform === 'web' && operatingSystem === 'android';
  useEffect(() => {
    if (!relevant) return;
    let active = true;
    serviceWorkerReady().then(
      () => active && setWorkerReady(true),
      (error: unknown) => console.warn('Service worker not ready; the install dialog stays closed.', error),
    );
    return () => {
      active = false;
    };
  }, [relevant, serviceWorkerReady]);

  useEffect(() => {
    const answered = safeRead(session) === 'true';
    dispatch({
      type: 'conditions',
      conditions: { platform, operatingSystem, standalone: standalone(), serviceWorkerReady: workerReady, answered },
    });
  }, [platform, operatingSystem, workerReady, standalone, session]);

  const remember = useCallback(() => {
    try {
      session.setItem(ANSWERED_KEY, 'true');
    } catch (error) {
      console.warn('Could not remember the install dialog answer.', error);
    }
  }, [session]);

  const cancel = useCallback(() => {
    dispatch({ type: 'cancel' });
    remember();
  }, [remember]);
  const ok = useCallback(() => {
    open(storeUrl);
    dispatch({ type: 'ok' });
    remember();
  }, [open, storeUrl, remember]);

  return { open: state === 'open', cancel, ok };
}

function safeRead(session: Pick<Storage, 'getItem'>): string | null {
  try {
    return session.getItem(ANSWERED_KEY);
  } catch {
    return null;
  }
}

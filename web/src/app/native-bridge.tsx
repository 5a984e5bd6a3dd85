import { useEffect } from 'react';
import { useNavigate } from '@/lib/router';
import { isNativeShell, loadNative, registerNativeListeners } from '@/features/native';
import { useRouteMatches } from './route-matches';
import { useLatest } from '@/lib/use-latest';

/** Connects the hardware back button and app-open URLs (§2 native behaviour) to the router. */
export function NativeBridge() {
  const navigate = useNavigate();
  const matches = useRouteMatches();
  const current = useLatest({ navigate, onChat: matches.some((match) => match.route.id === 'chat') });

  useEffect(() => {
    // The web has no hardware back button nor app-open URLs, and no need to load Capacitor for them.
    if (!isNativeShell()) return;
    const cleanup = loadNative().then(({ capacitorPlugins }) =>
      registerNativeListeners(capacitorPlugins, {
        isChatRoute: () => current.current.onChat,
        goBack: () => current.current.navigate(-1),
        navigate: (path) => current.current.navigate(path),
      }),
    );
    return () => {
      cleanup.then((remove) => remove()).catch((error: unknown) => console.warn('Could not remove the native listeners.', error));
    };
  }, [current]);
  return null;
}

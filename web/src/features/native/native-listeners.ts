import type { PluginListenerHandle } from '@capacitor/core';
import { appUrlToPath } from './app-url';
import type { NativePlugins } from './plugins';

export interface NativeNavigation {
  /** Whether the current route is the chat screen (§2 route name chat). */
  isChatRoute: () => boolean;
  goBack: () => void;
  navigate: (path: string) => void;
}

/** §2 native behaviour: back goes back in history, or exits on chat or with no history. */
export function handleBackButton(canGoBack: boolean, navigation: NativeNavigation, exitApp: () => Promise<void>): void {
  if (navigation.isChatRoute() || !canGoBack) {
    exitApp().catch((error: unknown) => console.error('Could not exit the app', error));
    return;
  }
  navigation.goBack();
}

/** Registers the hardware back button and app-open URL listeners on native platforms. */
export async function registerNativeListeners(
  { capacitor, app }: NativePlugins,
  navigation: NativeNavigation,
): Promise<() => Promise<void>> {
  if (!capacitor.isNativePlatform()) return async () => {};
  const handles: PluginListenerHandle[] = [
    await app.addListener('backButton', ({ canGoBack }) => handleBackButton(canGoBack, navigation, () => app.exitApp())),
    await app.addListener('appUrlOpen', ({ url }) => {
      const path = appUrlToPath(url);
      if (path) navigation.navigate(path);
    }),
  ];
  return async () => {
    await Promise.all(handles.map((handle) => handle.remove()));
  };
}

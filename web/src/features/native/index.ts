import type { NativePlugins } from './plugins';
import { isNativeShell, webPlugins } from './shell-platform';

export { APP_URL_PREFIX, APP_URL_SCHEME, appUrlToPath } from './app-url';
export { initApp } from './init-app';
export { registerNativeListeners, type NativeNavigation } from './native-listeners';
export type { NativePlugins } from './plugins';
export { isNativeShell } from './shell-platform';
export { useDeviceStore, type AppInfo, type DeviceInfo } from './stores/device-store';

/** Capacitor's plugins, loaded lazily and only inside the apps: the web's first load carries none of them. */
export const loadNative = () => import('./native-runtime');

/** The plugins app initialization asks (§4): Capacitor's inside the apps, their web stand-ins elsewhere. */
export const loadDevicePlugins = (): Promise<NativePlugins> =>
  isNativeShell() ? loadNative().then((native) => native.capacitorPlugins) : Promise.resolve(webPlugins);

export { APP_URL_PREFIX, APP_URL_SCHEME, appUrlToPath } from './app-url';
export { registerNativeListeners, type NativeNavigation } from './native-listeners';
export type { NativePlugins } from './plugins';
export { useDeviceStore, type AppInfo, type DeviceInfo } from './stores/device-store';

/** Capacitor plugins and the native start-up, loaded lazily so they stay out of the first load. */
export const loadNative = () => import('./native-runtime');

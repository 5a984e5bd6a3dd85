import type { DevicePlugin } from '@capacitor/device';
import type { NativePlugins } from './plugins';

type BridgeWindow = { androidBridge?: unknown; webkit?: { messageHandlers?: { bridge?: unknown } } };

/**
 * Whether the page runs inside the iOS or Android app: the native shell injects its bridge before
 * any script, and this is the test Capacitor's own runtime makes (@capacitor/core's
 * `getPlatformId`). Asked here without loading Capacitor, so the web's first load carries none of
 * it (issue 39: 3.9 kB gzip that only the apps use).
 */
export function isNativeShell(win: BridgeWindow = window as BridgeWindow): boolean {
  return Boolean(win.androidBridge ?? win.webkit?.messageHandlers?.bridge);
}

type WebDeviceInfo = Awaited<ReturnType<DevicePlugin['getInfo']>>;

/** The device info of the web, read from the user agent as Capacitor's web Device plugin reads it. */
export function webDeviceInfo(nav: Pick<Navigator, 'userAgent' | 'vendor'> = navigator): WebDeviceInfo {
  const ua = nav.userAgent;
  const fields = ua.slice(ua.indexOf('(') + 1, Math.max(ua.indexOf(')'), 0));
  const android = /android/i.test(ua);
  const operatingSystem = android
    ? 'android'
    : /iPad|iPhone|iPod/.test(ua)
      ? 'ios'
      : /Win/.test(ua)
        ? 'windows'
        : /Mac/i.test(ua)
          ? 'mac'
          : 'unknown';
  const parts = fields.split('; ');
  return {
    platform: 'web',
    operatingSystem,
    osVersion: android ? (parts[1] ?? '') : (parts.at(-1) ?? ''),
    manufacturer: nav.vendor,
    model: android ? (parts.at(-1)?.split(' Build')[0] ?? '') : (parts[0] ?? ''),
    isVirtual: false,
    webViewVersion: /Chrome\/([\d.]+)/.exec(ua)?.[1] ?? '',
  };
}

const nativeOnly = () => Promise.reject(new Error('A native plugin was called on the web.'));

/** The slice of NativePlugins app initialization uses on the web, without Capacitor. */
export const webPlugins: NativePlugins = {
  capacitor: { isNativePlatform: () => false, getPlatform: () => 'web' },
  device: { getInfo: () => Promise.resolve(webDeviceInfo()) },
  app: { getInfo: nativeOnly, exitApp: nativeOnly, addListener: nativeOnly },
  statusBar: { setStyle: nativeOnly, setOverlaysWebView: nativeOnly, show: nativeOnly },
};

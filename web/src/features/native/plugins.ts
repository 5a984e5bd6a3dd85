import { App, type AppPlugin } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { Device, type DevicePlugin } from '@capacitor/device';
import { StatusBar, type StatusBarPlugin } from '@capacitor/status-bar';

/** The slice of Capacitor the app uses; injected so tests pass fakes with the same interfaces. */
export interface NativePlugins {
  capacitor: Pick<typeof Capacitor, 'isNativePlatform' | 'getPlatform'>;
  device: Pick<DevicePlugin, 'getInfo'>;
  app: Pick<AppPlugin, 'getInfo' | 'exitApp' | 'addListener'>;
  statusBar: Pick<StatusBarPlugin, 'setStyle' | 'setOverlaysWebView' | 'show'>;
}

export const capacitorPlugins: NativePlugins = { capacitor: Capacitor, device: Device, app: App, statusBar: StatusBar };

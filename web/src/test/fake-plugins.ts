import type { PluginListenerHandle } from '@capacitor/core';
import type { DeviceInfo } from '@capacitor/device';
import { vi } from 'vitest';
import type { NativePlugins } from '@/features/native';

type Listener = (event: never) => void;

/** Fakes with the interfaces of Capacitor's Device, App and StatusBar plugins, for tests. */
export function fakePlugins({ native = false, os = 'android' }: { native?: boolean; os?: DeviceInfo['operatingSystem'] } = {}) {
  const listeners = new Map<string, Listener>();
  const removed: string[] = [];
  const platform = native ? (os === 'ios' ? 'ios' : 'android') : 'web';
  const plugins = {
    capacitor: { isNativePlatform: vi.fn(() => native), getPlatform: vi.fn(() => platform) },
    device: {
      getInfo: vi.fn(() =>
        Promise.resolve({
          platform,
          operatingSystem: os,
          osVersion: '14',
          manufacturer: 'Google',
          model: 'Pixel 7',
          isVirtual: false,
          webViewVersion: '120',
        } satisfies DeviceInfo),
      ),
    },
    app: {
      getInfo: vi.fn(() =>
        Promise.resolve({ name: 'Chat Assistant', id: 'com.chatassistant.app', version: '1.2.0', build: '42' }),
      ),
      exitApp: vi.fn(() => Promise.resolve()),
      addListener: vi.fn((eventName: string, listener: Listener) => {
        listeners.set(eventName, listener);
        const handle: PluginListenerHandle = {
          remove: () => {
            removed.push(eventName);
            listeners.delete(eventName);
            return Promise.resolve();
          },
        };
        return Promise.resolve(handle);
      }),
    },
    statusBar: {
      setStyle: vi.fn(() => Promise.resolve()),
      setOverlaysWebView: vi.fn(() => Promise.resolve()),
      show: vi.fn(() => Promise.resolve()),
    },
  };
  const emit = (eventName: string, event: unknown) => listeners.get(eventName)?.(event as never);
  return { plugins: plugins as unknown as NativePlugins, fakes: plugins, emit, listeners, removed };
}

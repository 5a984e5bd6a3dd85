import { describe, expect, it } from 'vitest';
import { isNativeShell, webDeviceInfo } from './shell-platform';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP1A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('the platform, told without loading Capacitor', () => {
  it('the apps are told by the bridge their shell injects, as Capacitor tells them', () => {
    expect(isNativeShell({ androidBridge: {} })).toBe(true);
    expect(isNativeShell({ webkit: { messageHandlers: { bridge: {} } } })).toBe(true);
    expect(isNativeShell({})).toBe(false);
    expect(isNativeShell({ webkit: { messageHandlers: {} } })).toBe(false);
  });

  it("the web's device info comes from the user agent", () => {
    expect(webDeviceInfo({ userAgent: PIXEL, vendor: 'Google Inc.' })).toMatchObject({
      platform: 'web',
      operatingSystem: 'android',
      osVersion: 'Android 14',
      model: 'Pixel 7',
      manufacturer: 'Google Inc.',
    });
    expect(webDeviceInfo({ userAgent: IPHONE, vendor: 'Apple Computer, Inc.' }).operatingSystem).toBe('ios');
    expect(webDeviceInfo({ userAgent: WINDOWS, vendor: 'Google Inc.' }).operatingSystem).toBe('windows');
    expect(webDeviceInfo({ userAgent: 'curl/8', vendor: '' }).operatingSystem).toBe('unknown');
  });
});

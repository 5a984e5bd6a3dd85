import { Animation, Style } from '@capacitor/status-bar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlugins } from '@/test/fake-plugins';
import { initApp, resetInitApp } from './init-app';
import { useDeviceStore } from './stores/device-store';

afterEach(() => {
  resetInitApp();
  document.body.className = '';
  document.documentElement.style.removeProperty('--status-bar-height');
});

describe('app initialization (§4)', () => {
  it('on native: reads device and app info, dark status bar without overlay shown with a fade, classes and variable', async () => {
    const { plugins, fakes } = fakePlugins({ native: true, os: 'android' });
    await initApp(plugins);

    const state = useDeviceStore.getState();
    expect(state.initialized).toBe(true);
    expect(state.deviceInfo).toEqual({
      platform: 'android',
      operatingSystem: 'android',
      osVersion: '14',
      manufacturer: 'Google',
      model: 'Pixel 7',
    });
    expect(state.appInfo).toEqual({ name: 'Chat Assistant', id: 'com.chatassistant.app', version: '1.2.0', build: '42' });
    expect(fakes.statusBar.setStyle).toHaveBeenCalledWith({ style: Style.Dark });
    expect(fakes.statusBar.setOverlaysWebView).toHaveBeenCalledWith({ overlay: false });
    expect(fakes.statusBar.show).toHaveBeenCalledWith({ animation: Animation.Fade });
    expect([...document.body.classList]).toEqual(['os-android', 'platform-android', 'capacitor']);
    expect(document.documentElement.style.getPropertyValue('--status-bar-height')).toBe('0px');
  });

  it('on the web: device info only, no app info, no status bar calls, no capacitor class', async () => {
    const { plugins, fakes } = fakePlugins({ native: false, os: 'ios' });
    await initApp(plugins);
    expect(useDeviceStore.getState().deviceInfo?.platform).toBe('web');
    expect(useDeviceStore.getState().appInfo).toBeUndefined();
    expect(fakes.app.getInfo).not.toHaveBeenCalled();
    expect(fakes.statusBar.setStyle).not.toHaveBeenCalled();
    expect([...document.body.classList]).toEqual(['os-ios', 'platform-web']);
  });

  it('runs once however often it is called', async () => {
    const { plugins, fakes } = fakePlugins({ native: true });
    await Promise.all([initApp(plugins), initApp(plugins)]);
    await initApp(plugins);
    expect(fakes.device.getInfo).toHaveBeenCalledOnce();
    expect(fakes.statusBar.show).toHaveBeenCalledOnce();
  });

  it('a failure is logged only: no throw, not initialized', async () => {
    const { plugins, fakes } = fakePlugins({ native: true });
    fakes.statusBar.setStyle.mockRejectedValueOnce(new Error('not implemented'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(initApp(plugins)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('App initialization failed', expect.any(Error));
    expect(useDeviceStore.getState().initialized).toBe(false);
    error.mockRestore();
  });
});

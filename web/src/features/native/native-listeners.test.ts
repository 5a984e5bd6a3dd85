import { describe, expect, it, vi } from 'vitest';
import { appUrlToPath } from './app-url';
import { fakePlugins } from '@/test/fake-plugins';
import { registerNativeListeners } from './native-listeners';

function navigation(onChat = false) {
  return { isChatRoute: vi.fn(() => onChat), goBack: vi.fn(), navigate: vi.fn() };
}

describe('app-open URLs (§2)', () => {
  it('replaces the custom scheme prefix with a slash', () => {
    expect(appUrlToPath('chatassistant://account/language')).toBe('/account/language');
    expect(appUrlToPath('chatassistant://?conversation=general')).toBe('/?conversation=general');
    expect(appUrlToPath('chatassistant://')).toBe('/');
    expect(appUrlToPath('https://example.com/account')).toBeUndefined();
  });
});

describe('native listeners', () => {
  it('the back button goes back in history when it can and the route is not chat', async () => {
    const { plugins, fakes, emit } = fakePlugins({ native: true });
    const nav = navigation(false);
    await registerNativeListeners(plugins, nav);
    emit('backButton', { canGoBack: true });
    expect(nav.goBack).toHaveBeenCalledOnce();
    expect(fakes.app.exitApp).not.toHaveBeenCalled();
  });

  it('the back button exits the app on the chat route, or when history cannot go back', async () => {
    const { plugins, fakes, emit } = fakePlugins({ native: true });
    const onChat = navigation(true);
    await registerNativeListeners(plugins, onChat);
    emit('backButton', { canGoBack: true });
    expect(fakes.app.exitApp).toHaveBeenCalledTimes(1);
    expect(onChat.goBack).not.toHaveBeenCalled();

    const elsewhere = navigation(false);
    await registerNativeListeners(plugins, elsewhere);
    emit('backButton', { canGoBack: false });
    expect(fakes.app.exitApp).toHaveBeenCalledTimes(2);
    expect(elsewhere.goBack).not.toHaveBeenCalled();
  });

  it('an app-open URL with the scheme is pushed to the router; other URLs are ignored', async () => {
    const { plugins, emit } = fakePlugins({ native: true });
    const nav = navigation();
    await registerNativeListeners(plugins, nav);
    emit('appUrlOpen', { url: 'chatassistant://legal/privacy' });
    emit('appUrlOpen', { url: 'https://elsewhere.example/x' });
    expect(nav.navigate).toHaveBeenCalledTimes(1);
    expect(nav.navigate).toHaveBeenCalledWith('/legal/privacy');
  });

  it('registers nothing on the web, and the cleanup removes the native listeners', async () => {
    const web = fakePlugins({ native: false });
    await registerNativeListeners(web.plugins, navigation());
    expect(web.fakes.app.addListener).not.toHaveBeenCalled();

    const native = fakePlugins({ native: true });
    const remove = await registerNativeListeners(native.plugins, navigation());
    await remove();
    expect(native.removed.sort()).toEqual(['appUrlOpen', 'backButton']);
  });
});

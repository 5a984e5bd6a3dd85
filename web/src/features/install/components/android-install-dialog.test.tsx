import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANDROID_STORE_URL } from '../config';
import { AndroidInstallDialog } from './android-install-dialog';

const ready = () => Promise.resolve();
const never = () => new Promise<never>(() => {});
const notStandalone = () => false;

async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('<AndroidInstallDialog> (§4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('on the web with Android, once the service worker is ready, asks to install the app', async () => {
    render(
      <AndroidInstallDialog platform="web" operatingSystem="android" serviceWorkerReady={ready} standalone={notStandalone} />,
    );
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'Get the Android app' });
    expect(dialog).toHaveTextContent('Chat Assistant is available on Google Play.');
    expect(dialog.className).toContain('max-w-[400px]!');
  });

  it.each([
    ['the service worker is not ready', { platform: 'web', operatingSystem: 'android', serviceWorkerReady: never }],
    ['the system is iOS', { platform: 'web', operatingSystem: 'ios', serviceWorkerReady: ready }],
    ['it runs in the native app', { platform: 'android', operatingSystem: 'android', serviceWorkerReady: ready }],
    ['the device is not known yet', { platform: undefined, operatingSystem: undefined, serviceWorkerReady: ready }],
  ])('stays closed when %s', async (_case, props) => {
    render(<AndroidInstallDialog {...props} standalone={notStandalone} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed when the app already runs standalone', async () => {
    render(<AndroidInstallDialog platform="web" operatingSystem="android" serviceWorkerReady={ready} standalone={() => true} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('OK opens the store listing in a new tab and closes; Cancel only closes; neither asks again this session', async () => {
    const open = vi.fn();
    const { unmount } = render(
      <AndroidInstallDialog
        platform="web"
        operatingSystem="android"
        serviceWorkerReady={ready}
        standalone={notStandalone}
        open={open}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open Google Play' }));
    expect(open).toHaveBeenCalledWith(DEFAULT_ANDROID_STORE_URL);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(
      <AndroidInstallDialog platform="web" operatingSystem="android" serviceWorkerReady={ready} standalone={notStandalone} />,
    );
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes without opening anything', async () => {
    const open = vi.fn();
    render(
      <AndroidInstallDialog
        platform="web"
        operatingSystem="android"
        serviceWorkerReady={ready}
        standalone={notStandalone}
        open={open}
        storeUrl="https://example.test/store"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});

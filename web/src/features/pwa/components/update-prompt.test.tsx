import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectServiceWorker, useUpdateStore, type RegisterOptions } from '../stores/update-store';
import { OfflineNotice } from './offline-notice';
import { RELOAD_FALLBACK_MS, UpdatePrompt } from './update-prompt';

afterEach(() => useUpdateStore.setState({ needRefresh: false, offlineReady: false, update: undefined }));

describe('new version prompt', () => {
  it('appears when the service worker reports a waiting version; Reload activates it and reloads', () => {
    let options: RegisterOptions = {};
    const update = vi.fn(() => Promise.resolve());
    connectServiceWorker((given) => {
      options = given;
      return update;
    });
    render(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();

    act(() => options.onNeedRefresh?.());
    expect(screen.getByRole('alertdialog')).toHaveTextContent('A new version of Chat Assistant is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('reloads anyway when the worker gives no signal (a page it never controlled)', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    useUpdateStore.setState({ needRefresh: true, update: () => new Promise<void>(() => {}) });
    render(<UpdatePrompt reloadNow={reload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('Later puts the prompt away without reloading', () => {
    const update = vi.fn(() => Promise.resolve());
    useUpdateStore.setState({ needRefresh: true, update });
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });

  it('checks for a new version every hour once registered', () => {
    let options: RegisterOptions = {};
    const registration = { update: vi.fn(() => Promise.resolve()) } as unknown as ServiceWorkerRegistration;
    const schedule = vi.fn();
    connectServiceWorker((given) => {
      options = given;
      return () => Promise.resolve();
    }, schedule);
    options.onRegisteredSW?.('/sw.js', registration);
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), 60 * 60 * 1000);
    (schedule.mock.calls[0]![0] as () => void)();
    expect(registration.update).toHaveBeenCalledOnce();
  });
});

describe('offline notice', () => {
  it('shows while the browser is offline and goes away when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice />);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    onLine.mockRestore();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem, setItem, storageKeys } from '@/lib/storage';
import { InstallBanner, preloadInstallBannerCard } from './install-banner';

function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void> };
  event.prompt = vi.fn(() => Promise.resolve());
  return event;
}

const notStandalone = () => false;

describe('<InstallBanner> (§4, §9 3000 ms)', () => {
  // The card is a chunk of its own, fetched when installation is offered: loaded here first, so the
  // fake clock alone decides when it shows.
  beforeAll(async () => {
    await preloadInstallBannerCard();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden until the browser offers installation, then shows 3 s later', () => {
    render(<InstallBanner standalone={notStandalone} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByTestId('install-banner')).toBeNull();

    const event = installEvent();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByTestId('install-banner')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('heading', { name: 'Install Chat Assistant' })).toBeVisible();
  });

  it('Install hides the banner and opens the browser prompt, without setting pwa-dismissed', () => {
    render(<InstallBanner standalone={notStandalone} />);
    const event = installEvent();
    act(() => void window.dispatchEvent(event));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(getItem(storageKeys.pwaDismissed)).toBeUndefined();
  });

  it.each(['Later', 'Close'])('%s hides it and stores pwa-dismissed true', (button) => {
    render(<InstallBanner standalone={notStandalone} />);
    act(() => void window.dispatchEvent(installEvent()));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(getItem(storageKeys.pwaDismissed)).toBe(true);
  });

  it('is never armed when pwa-dismissed is set: the browser keeps its own prompt', () => {
    setItem(storageKeys.pwaDismissed, true);
    render(<InstallBanner standalone={notStandalone} />);
    const event = installEvent();
    act(() => void window.dispatchEvent(event));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });

  it('is never armed in a standalone window', () => {
    render(<InstallBanner standalone={() => true} />);
    act(() => void window.dispatchEvent(installEvent()));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });
});

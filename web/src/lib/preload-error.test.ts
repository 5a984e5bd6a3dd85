import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPreloadErrorHandler, PRELOAD_ERROR_EVENT, RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from './preload-error';

function preloadError() {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: Error };
  event.payload = new Error('Failed to fetch dynamically imported module: /assets/es-old.js');
  return event;
}

describe('chunk preload failure (§8)', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => {
    uninstall?.();
    sessionStorage.clear();
  });

  it('dispatches preload-error and reloads once, handling the error', () => {
    const reload = vi.fn();
    const seen = vi.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, seen);
    uninstall = installPreloadErrorHandler({ reload, now: () => 1_000_000 });
    const event = preloadError();
    window.dispatchEvent(event);
    expect(seen).toHaveBeenCalledOnce();
    expect((seen.mock.calls[0]![0] as CustomEvent).detail).toBe(event.payload);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
    window.removeEventListener(PRELOAD_ERROR_EVENT, seen);
  });

  it('does not reload again right after a reload (no loop): the error surfaces', () => {
    const reload = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(RELOAD_GUARD_KEY, '1000000');
    uninstall = installPreloadErrorHandler({ reload, now: () => 1_000_000 + RELOAD_GUARD_MS - 1 });
    const event = preloadError();
    window.dispatchEvent(event);
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    error.mockRestore();
  });

  it('reloads again for a later deployment once the guard window has passed', () => {
    const reload = vi.fn();
    sessionStorage.setItem(RELOAD_GUARD_KEY, '1000000');
    uninstall = installPreloadErrorHandler({ reload, now: () => 1_000_000 + RELOAD_GUARD_MS });
    window.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledOnce();
  });
});

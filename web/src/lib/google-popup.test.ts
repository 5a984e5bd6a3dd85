import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import callbackScript from '../../public/oauth/google-callback.js?raw';
import { GOOGLE_MESSAGE, GooglePopupError, openGooglePopup } from './google-popup';

/** A stand-in for the popup window: closed once someone calls close(). */
function fakePopup() {
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
  return popup;
}

function postFrom(source: object, data: object, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

describe('the Google popup', () => {
  let popup: ReturnType<typeof fakePopup>;
  beforeEach(() => {
    vi.useFakeTimers();
    popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves with the code and state the callback posts, then closes the popup itself', async () => {
    const grant = openGooglePopup('link');
    expect(window.open).toHaveBeenCalledWith('/api/customers/auth/google/start?mode=link', 'google-sign-in', expect.any(String));
    postFrom(popup, { type: GOOGLE_MESSAGE, code: 'the-code', state: 'the-state' });
    await expect(grant).resolves.toEqual({ code: 'the-code', state: 'the-state' });
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('ignores messages from another origin or another window', async () => {
    const grant = openGooglePopup('login');
    postFrom(popup, { type: GOOGLE_MESSAGE, code: 'forged', state: 's' }, 'https://evil.example');
    postFrom(fakePopup(), { type: GOOGLE_MESSAGE, code: 'forged', state: 's' });
    postFrom(popup, { type: GOOGLE_MESSAGE, code: 'real', state: 's' });
    await expect(grant).resolves.toEqual({ code: 'real', state: 's' });
  });

  it('rejects "closed" when the person closes the popup, and the provider\'s error when denied', async () => {
    const closed = openGooglePopup('login');
    popup.closed = true;
    vi.advanceTimersByTime(500);
    await expect(closed).rejects.toEqual(new GooglePopupError('closed'));

    const denied = openGooglePopup('login');
    postFrom(popup, { type: GOOGLE_MESSAGE, code: null, state: null, error: 'access_denied' });
    await expect(denied).rejects.toEqual(new GooglePopupError('access_denied'));
  });

  it('rejects "blocked" when the browser refuses to open it', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    await expect(openGooglePopup('login')).rejects.toEqual(new GooglePopupError('blocked'));
  });
});

describe('the callback page script', () => {
  it('posts the grant to its opener and leaves closing to it, closing itself only if the opener never does', () => {
    const page = {
      location: { search: '?code=c1&state=s1', origin: 'http://localhost:3000' },
      opener: { postMessage: vi.fn() },
      close: vi.fn(),
      setTimeout: vi.fn(),
    };
    // The script only reaches the page through `window`: run it against the stand-in.
    runInNewContext(callbackScript, { window: page, URLSearchParams });
    expect(page.opener.postMessage).toHaveBeenCalledWith(
      { type: GOOGLE_MESSAGE, code: 'c1', state: 's1', error: null },
      'http://localhost:3000',
    );
    expect(page.close).not.toHaveBeenCalled();
    const [fallback, delay] = page.setTimeout.mock.calls[0] as [() => void, number];
    expect(delay).toBeGreaterThanOrEqual(5000);
    fallback();
    expect(page.close).toHaveBeenCalledOnce();
  });
});

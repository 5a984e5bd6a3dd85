import { describe, expect, it } from 'vitest';
import { bannerReducer, initialBannerState, type BannerState, type BeforeInstallPromptEvent } from './banner-machine';

const prompt = { prompt: () => Promise.resolve() } as unknown as BeforeInstallPromptEvent;
const newer = { prompt: () => Promise.resolve() } as unknown as BeforeInstallPromptEvent;

describe('install banner machine (§4)', () => {
  it('is never armed when pwa-dismissed is set or the app runs standalone', () => {
    expect(initialBannerState({ dismissed: true, standalone: false })).toEqual({ phase: 'disarmed' });
    expect(initialBannerState({ dismissed: false, standalone: true })).toEqual({ phase: 'disarmed' });
    expect(initialBannerState({ dismissed: false, standalone: false })).toEqual({ phase: 'armed' });
  });

  it('a disarmed banner ignores every event, even the install-available one', () => {
    let state: BannerState = { phase: 'disarmed' };
    state = bannerReducer(state, { type: 'available', prompt });
    state = bannerReducer(state, { type: 'elapsed' });
    expect(state).toEqual({ phase: 'disarmed' });
  });

  it('captures the event, becomes visible only when the delay elapses, then hides on accept', () => {
    let state = bannerReducer({ phase: 'armed' }, { type: 'elapsed' });
    expect(state.phase).toBe('armed'); // a timer without an event shows nothing
    state = bannerReducer(state, { type: 'available', prompt });
    expect(state).toEqual({ phase: 'captured', prompt });
    state = bannerReducer(state, { type: 'accept' });
    expect(state.phase).toBe('captured'); // nothing to accept before it shows
    state = bannerReducer(state, { type: 'available', prompt: newer });
    state = bannerReducer(state, { type: 'elapsed' });
    expect(state).toEqual({ phase: 'visible', prompt: newer });
    expect(bannerReducer(state, { type: 'accept' })).toEqual({ phase: 'hidden' });
    expect(bannerReducer(state, { type: 'later' })).toEqual({ phase: 'hidden' });
  });

  it('hides for good once the app is installed', () => {
    const hidden = bannerReducer({ phase: 'captured', prompt }, { type: 'installed' });
    expect(hidden).toEqual({ phase: 'hidden' });
    expect(bannerReducer(hidden, { type: 'available', prompt })).toEqual({ phase: 'hidden' });
  });
});

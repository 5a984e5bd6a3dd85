/** The browser's install-available event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/**
 * The PWA install banner of §4 as a state machine:
 * disarmed (dismissed before, or standalone) never leaves; armed → captured on the
 * install-available event → visible after the delay → hidden on accept, later, close or install.
 */
export type BannerState =
  | { phase: 'disarmed' }
  | { phase: 'armed' }
  | { phase: 'captured'; prompt: BeforeInstallPromptEvent }
  | { phase: 'visible'; prompt: BeforeInstallPromptEvent }
  | { phase: 'hidden' };

export type BannerEvent =
  | { type: 'available'; prompt: BeforeInstallPromptEvent }
  | { type: 'elapsed' }
  | { type: 'accept' }
  | { type: 'later' }
  | { type: 'installed' };

export function initialBannerState({ dismissed, standalone }: { dismissed: boolean; standalone: boolean }): BannerState {
  return dismissed || standalone ? { phase: 'disarmed' } : { phase: 'armed' };
}

export function bannerReducer(state: BannerState, event: BannerEvent): BannerState {
  if (state.phase === 'disarmed') return state;
  switch (event.type) {
    case 'available':
      // A newer event replaces the captured one; a visible banner keeps showing.
      if (state.phase === 'armed' || state.phase === 'captured') return { phase: 'captured', prompt: event.prompt };
      if (state.phase === 'visible') return { phase: 'visible', prompt: event.prompt };
      return state;
    case 'elapsed':
      return state.phase === 'captured' ? { phase: 'visible', prompt: state.prompt } : state;
    case 'accept':
    case 'later':
      return state.phase === 'visible' ? { phase: 'hidden' } : state;
    case 'installed':
      return { phase: 'hidden' };
  }
}

/**
 * The Android install dialog of §4: on the web with operating system android, once the service
 * worker is ready and the app is not standalone, it opens; Cancel or OK closes it for good.
 */
export type DialogState = 'waiting' | 'open' | 'closed';

export interface DialogConditions {
  platform: string | undefined;
  operatingSystem: string | undefined;
  standalone: boolean;
  serviceWorkerReady: boolean;
  /** Already answered in this browser session (so a reload does not ask again). */
  answered: boolean;
}

export function shouldOpen({ platform, operatingSystem, standalone, serviceWorkerReady, answered }: DialogConditions): boolean {
  return platform === 'web' && operatingSystem === 'android' && !standalone && serviceWorkerReady && !answered;
}

export type DialogEvent = { type: 'conditions'; conditions: DialogConditions } | { type: 'cancel' } | { type: 'ok' };

export function dialogReducer(state: DialogState, event: DialogEvent): DialogState {
  switch (event.type) {
    case 'conditions':
      return state === 'waiting' && shouldOpen(event.conditions) ? 'open' : state;
    case 'cancel':
    case 'ok':
      return state === 'open' ? 'closed' : state;
  }
}

import { reloadPage } from './reload-page';

/**
 * §8 chunk preload failure: when Vite cannot load a lazy chunk (usually because a new version
 * replaced the old files), the app dispatches `preload-error` and reloads once to the new
 * version instead of leaving a blank screen. A second failure soon after does not reload again,
 * so a truly broken deployment cannot loop; the error then surfaces normally.
 */
export const PRELOAD_ERROR_EVENT = 'preload-error';
export const RELOAD_GUARD_KEY = 'preload-error-reloaded-at';
/** Within this window after a reload for a failed chunk, another failure does not reload again. */
export const RELOAD_GUARD_MS = 60_000;

export interface PreloadErrorOptions {
  target?: Window;
  session?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

export function installPreloadErrorHandler({
  target = window,
  session = sessionStorage,
  reload = reloadPage,
  now = Date.now,
}: PreloadErrorOptions = {}): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    target.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: payload }));
    const last = Number(read(session)) || 0;
    if (now() - last < RELOAD_GUARD_MS) {
      console.error('A chunk failed to load again after reloading; not reloading twice.', payload);
      return;
    }
    event.preventDefault(); // we handle it: no uncaught error while the page reloads
    write(session, String(now()));
    reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

function read(session: Pick<Storage, 'getItem'>): string | null {
  try {
    return session.getItem(RELOAD_GUARD_KEY);
  } catch {
    return null;
  }
}

function write(session: Pick<Storage, 'setItem'>, value: string): void {
  try {
    session.setItem(RELOAD_GUARD_KEY, value);
  } catch (error) {
    console.warn('Could not record the reload for a failed chunk.', error);
  }
}

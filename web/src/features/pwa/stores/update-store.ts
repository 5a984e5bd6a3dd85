import { create } from 'zustand';

/** What `registerSW` of vite-plugin-pwa returns: activates the waiting worker, then reloads. */
export type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

export interface RegisterOptions {
  onNeedRefresh?: () => void;
  onOfflineReady?: () => void;
  onRegisteredSW?: (swUrl: string, registration: ServiceWorkerRegistration | undefined) => void;
  onRegisterError?: (error: unknown) => void;
}

export type RegisterServiceWorker = (options: RegisterOptions) => UpdateServiceWorker;

interface UpdateState {
  /** A new version is installed and waiting: the reload prompt shows. */
  needRefresh: boolean;
  /** The app shell is cached: the app now opens without a network. */
  offlineReady: boolean;
  update: UpdateServiceWorker | undefined;
  dismiss: () => void;
}

export const useUpdateStore = create<UpdateState>((set) => ({
  needRefresh: false,
  offlineReady: false,
  update: undefined,
  dismiss: () => set({ needRefresh: false }),
}));

/** How often an open app asks the server whether a new version exists. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker through `register` (vite-plugin-pwa's `registerSW`, injected so
 * tests pass a fake) and keeps the update state the prompt shows.
 */
export function connectServiceWorker(register: RegisterServiceWorker, setIntervalFn: typeof setInterval = setInterval): void {
  const update = register({
    onNeedRefresh: () => useUpdateStore.setState({ needRefresh: true }),
    onOfflineReady: () => useUpdateStore.setState({ offlineReady: true }),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setIntervalFn(() => {
        registration.update().catch((error: unknown) => console.warn('Service worker update check failed.', error));
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError: (error) => console.warn('Service worker registration failed.', error),
  });
  useUpdateStore.setState({ update });
}

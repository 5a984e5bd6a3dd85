import type { toast as sonnerToast } from 'sonner';

/**
 * sonner's `toast`, loaded on first use so the first load of the chat page does not carry it
 * (issues 10 and 17). The first toast asks the app to mount the Toaster (components/ui/toaster.tsx),
 * which loads sonner then; every toast waits for the module and for the Toaster to be mounted
 * (sonner drops toasts raised before its Toaster subscribes).
 */
type Toast = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info' | 'warning';

let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve));
/** Called by the lazy Toaster once it listens. */
export const toasterReady = () => markMounted();

let toasterWanted = false;
const wantListeners = new Set<() => void>();
/** For useSyncExternalStore: whether a toast has been asked for yet, so the Toaster is needed. */
export const toasterNeeded = {
  subscribe: (listener: () => void) => {
    wantListeners.add(listener);
    return () => void wantListeners.delete(listener);
  },
  get: () => toasterWanted,
};

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of wantListeners) listener();
}

const show = (call: (module: Toast) => unknown) => {
  wantToaster();
  void Promise.all([import('sonner'), toasterMounted])
    .then(([module]) => call(module.toast))
    .catch((error: unknown) => console.warn('Could not show a toast.', error));
};

const kind =
  <K extends Kind>(name: K) =>
  (...args: Parameters<Toast[K]>) =>
    show((module) => (module[name] as (...a: Parameters<Toast[K]>) => unknown)(...args));

export const toast = Object.assign((...args: Parameters<Toast>) => show((module) => module(...args)), {
  success: kind('success'),
  error: kind('error'),
  info: kind('info'),
  warning: kind('warning'),
});

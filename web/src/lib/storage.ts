/**
 * The browser storage wrapper of §3–4: each entry is `{data, time, exp?}` where `exp` is an
 * expiry timestamp in seconds (§9: converted to milliseconds when compared). An expired or
 * unreadable entry is removed on read; every failure is logged as a warning and ignored (§8).
 */
export interface StoredEntry<T> {
  data: T;
  time: number;
  exp?: number;
}

/** Keys the app stores (§3); chats live under a product-specific key. */
export const storageKeys = {
  customer: 'customer',
  authenticated: 'authenticated',
  conversations: 'conversations',
  chats: 'chat-assistant.chats',
  locale: 'locale',
  pwaDismissed: 'pwa-dismissed',
} as const;

function backend(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function getItem<T>(key: string): T | undefined {
  const store = backend();
  if (!store) return undefined;
  try {
    const raw = store.getItem(key);
    if (raw === null) return undefined;
    const entry = JSON.parse(raw) as StoredEntry<T>;
    if (typeof entry !== 'object' || entry === null || !('data' in entry)) throw new Error('not a stored entry');
    if (typeof entry.exp === 'number' && entry.exp * 1000 <= Date.now()) {
      store.removeItem(key);
      return undefined;
    }
    return entry.data;
  } catch (error) {
    console.warn(`Storage: could not read "${key}"; removing it.`, error);
    safely(() => store.removeItem(key));
    return undefined;
  }
}

/** Stores `data`; `exp` is the expiry as a Unix timestamp in seconds. */
export function setItem<T>(key: string, data: T, exp?: number): void {
  const entry: StoredEntry<T> = { data, time: Date.now(), ...(exp === undefined ? {} : { exp }) };
  safely(() => backend()?.setItem(key, JSON.stringify(entry)), `could not write "${key}"`);
}

/** Stores `data` for `seconds` from now. */
export function setItemFor<T>(key: string, data: T, seconds: number): void {
  setItem(key, data, Math.floor(Date.now() / 1000) + seconds);
}

export function removeItem(key: string): void {
  safely(() => backend()?.removeItem(key), `could not remove "${key}"`);
}

function safely(action: () => void, warning?: string): void {
  try {
    action();
  } catch (error) {
    if (warning) console.warn(`Storage: ${warning}.`, error);
  }
}

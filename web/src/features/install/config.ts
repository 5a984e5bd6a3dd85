/** The Android app's store listing; `VITE_ANDROID_STORE_URL` at build time points elsewhere. */
export const DEFAULT_ANDROID_STORE_URL = 'https://play.google.com/store/apps/details?id=com.chatassistant.app';

export const androidStoreUrl: string = import.meta.env.VITE_ANDROID_STORE_URL || DEFAULT_ANDROID_STORE_URL;

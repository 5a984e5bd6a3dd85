/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the plans page's "Contact us" link for business needs writes to. */
  readonly VITE_CONTACT_EMAIL?: string;
  /** The Android app's store listing, opened by the Android install dialog. */
  readonly VITE_ANDROID_STORE_URL?: string;
}

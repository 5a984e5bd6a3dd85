import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native wrapper (Capacitor 8). The custom URL scheme `chatassistant://` opens the app
 * (AndroidManifest.xml intent filter, Info.plist CFBundleURLTypes); the app turns such URLs into
 * in-app paths (src/features/native/app-url.ts, where the scheme is defined for the web side).
 */
const config: CapacitorConfig = {
  appId: 'com.chatassistant.app',
  appName: 'Chat Assistant',
  webDir: 'dist',
  backgroundColor: '#0f1115',
  android: { allowMixedContent: false },
  ios: { contentInset: 'never', backgroundColor: '#0f1115' },
  server: { androidScheme: 'https' },
  plugins: {
    StatusBar: { style: 'DARK', backgroundColor: '#0f1115', overlaysWebView: false },
  },
};

export default config;

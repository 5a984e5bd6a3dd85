// Capacitor and its plugins, in a chunk of their own that only the iOS and Android apps load
// (issue 39; shell-platform.ts tells them apart). Loaded through `loadDevicePlugins` and `loadNative`.
export { capacitorPlugins } from './plugins';

// Capacitor and the native start-up, in a chunk of their own: the chat page's first load does not
// wait for them (issue 10). Loaded through `loadNative`.
export { initApp } from './init-app';
export { capacitorPlugins } from './plugins';

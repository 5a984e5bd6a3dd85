export { OfflineNotice } from './components/offline-notice';
export { UpdatePrompt } from './components/update-prompt';
export { connectServiceWorker, useUpdateStore, type RegisterServiceWorker } from './stores/update-store';

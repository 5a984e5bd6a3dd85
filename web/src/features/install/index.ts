export { AndroidInstallPrompt } from './components/android-install-prompt';
export { InstallBanner } from './components/install-banner';

export { AndroidInstallDialog } from './components/android-install-dialog';
export { InstallBanner } from './components/install-banner';

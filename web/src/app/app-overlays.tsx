import { AndroidInstallDialog, InstallBanner } from '@/features/install';
import { useDeviceStore } from '@/features/native';
import { OfflineNotice, UpdatePrompt } from '@/features/pwa';

/** What floats above every screen: offline notice, update prompt and the install prompts (§4). */
export function AppOverlays() {
  const deviceInfo = useDeviceStore((state) => state.deviceInfo);
  return (
    <>
      <OfflineNotice />
      <UpdatePrompt />
      <InstallBanner />
      <AndroidInstallDialog platform={deviceInfo?.platform} operatingSystem={deviceInfo?.operatingSystem} />
    </>
  );
}

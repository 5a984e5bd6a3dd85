import { AndroidInstallPrompt, InstallBanner } from '@/features/install';
import { useDeviceStore } from '@/features/native';
import { OfflineNotice, UpdatePrompt } from '@/features/pwa';
import { MessageSearch } from './message-search';

/** What floats above every screen: offline notice, update prompt, the install prompts (§4) and the message search. */
export function AppOverlays() {
  const deviceInfo = useDeviceStore((state) => state.deviceInfo);
  return (
    <>
      <OfflineNotice />
      <UpdatePrompt />
      <InstallBanner />
      <MessageSearch />
      <AndroidInstallPrompt platform={deviceInfo?.platform} operatingSystem={deviceInfo?.operatingSystem} />
    </>
  );
}

import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useAndroidInstall, type AndroidInstallOptions } from '../hooks/use-android-install';

/** Promotes the Android app to Android web users (§1, §4); at most 400px wide (§9). */
export function AndroidInstallDialog(options: AndroidInstallOptions) {
  const { t } = useTranslation();
  const { open, cancel, ok } = useAndroidInstall(options);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && cancel()}
      title={t('install.title')}
      description={t('install.message')}
      className="max-w-[400px]!"
    >
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel}>
          {t('install.button.cancel')}
        </Button>
        <Button onClick={ok}>{t('install.button.ok')}</Button>
      </div>
    </Dialog>
  );
}

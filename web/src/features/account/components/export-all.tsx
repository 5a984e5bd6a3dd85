import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api-client';
import type { DownloadProgress } from '@/lib/download';
import { formatFileSize } from '@/lib/file-size';
import { useTranslation } from '@/lib/i18n';
import { downloadAllConversations } from '../api/export-all';
import { Section } from '@/components/ui/section';

type State =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'downloading'; progress: DownloadProgress }
  | { step: 'saved'; fileName: string }
  | { step: 'failed'; message: string };

/**
 * "Your data": every conversation as a ZIP (a Markdown file each plus one JSON to import again),
 * with a progress bar while it downloads and the error in words when it fails.
 */
export function ExportAll() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'idle' });
  const busy = state.step === 'preparing' || state.step === 'downloading';

  const start = async () => {
    setState({ step: 'preparing' });
    // A render per percent, not per network chunk.
    let shown = -1;
    try {
      const fileName = await downloadAllConversations((progress) => {
        const percent = progress.total ? Math.floor((progress.received / progress.total) * 100) : progress.received;
        if (percent === shown) return;
        shown = percent;
        setState({ step: 'downloading', progress });
      });
      setState({ step: 'saved', fileName });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <Section title={t('account.data.title')}>
      <p className="text-sm text-text-muted">{t('account.data.explain')}</p>
      <Button variant="secondary" className="mt-3" disabled={busy} onClick={() => void start()}>
        <Download className="h-4 w-4" aria-hidden />
        {t('account.data.downloadAll')}
      </Button>
      {busy ? <ExportProgress state={state} /> : null}
      {state.step === 'saved' ? (
        <p role="status" className="mt-3 text-sm text-green-400 [overflow-wrap:anywhere]">
          {t('account.data.saved', { name: state.fileName })}
        </p>
      ) : null}
      {state.step === 'failed' ? (
        <FormError quiet className="mt-3" message={t('account.data.failed', { message: state.message })} />
      ) : null}
    </Section>
  );
}

function ExportProgress({ state }: { state: State }) {
  const { t } = useTranslation();
  const progress = state.step === 'downloading' ? state.progress : undefined;
  const percent = progress?.total ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : undefined;
  const text =
    progress === undefined
      ? t('account.data.preparing')
      : progress.total
        ? t('account.data.progress', { received: formatFileSize(progress.received), total: formatFileSize(progress.total) })
        : t('account.data.received', { received: formatFileSize(progress.received) });
  return (
    <div className="mt-3 flex flex-col gap-2" data-testid="export-progress">
      <ProgressBar label={t('account.data.progressLabel')} percent={percent} valueText={text} pulseWidth="w-1/3" />
      <p className="text-sm text-text-muted">{text}</p>
    </div>
  );
}

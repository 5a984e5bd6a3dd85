import type { ImportResponse } from '@chat/protocol';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { importHistory, type ImportProgress } from '../api/import-history';
import { ImportSummary } from './import-summary';
import { Section } from '@/components/ui/section';

type State =
  | { step: 'idle' }
  | { step: 'sending'; progress: ImportProgress; name: string }
  | { step: 'done'; result: ImportResponse }
  | { step: 'failed'; message: string };

/** Import (issue 20): a ChatGPT export (conversations.json or its .zip) or one of ours, with progress and a summary. */
export function ImportHistory({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ step: 'idle' });

  const start = async (file: File) => {
    setState({ step: 'sending', progress: { sent: 0, importing: false }, name: file.name });
    try {
      const result = await importHistory(file, (progress) => setState({ step: 'sending', progress, name: file.name }));
      setState({ step: 'done', result });
      onImported();
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error) });
    }
  };

  const sending = state.step === 'sending';
  return (
    <Section title={t('account.import.title')}>
      <p className="text-sm text-text-muted">{t('account.import.explain')}</p>
      <input
        ref={input}
        type="file"
        accept=".json,.zip,application/json,application/zip"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="import-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void start(file);
        }}
      />
      {sending ? <ImportProgressBar progress={state.progress} name={state.name} /> : null}
      {state.step === 'done' ? <ImportSummary result={state.result} /> : null}
      {state.step === 'failed' ? <FormError quiet className="mt-3" message={state.message} /> : null}
      <div className="mt-4">
        <Button variant="secondary" size="sm" disabled={sending} onClick={() => input.current?.click()}>
          {state.step === 'done' ? t('account.import.chooseAnother') : t('account.import.choose')}
        </Button>
      </div>
    </Section>
  );
}

function ImportProgressBar({ progress, name }: { progress: ImportProgress; name: string }) {
  const { t } = useTranslation();
  const percent = Math.round(progress.sent * 100);
  // No figure until the server has written the file's first part; then how much of it is read and written.
  const written = progress.written === undefined ? undefined : Math.round(progress.written * 100);
  const text = !progress.importing
    ? t('account.import.uploading', { name, percent })
    : written === undefined
      ? t('account.import.importing', { name })
      : t('account.import.writing', { name, percent: written });
  return (
    <div className="mt-3 flex flex-col gap-2" data-testid="import-progress">
      <p className="text-sm [overflow-wrap:anywhere]" aria-live="polite">
        {text}
      </p>
      <ProgressBar label={t('account.import.progress')} percent={progress.importing ? written : percent} />
    </div>
  );
}

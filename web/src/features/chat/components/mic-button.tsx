import { Loader2, Mic, Square } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { canDictate, useDictation } from '../hooks/use-dictation';
import { RecordingIndicator } from './recording-indicator';

export interface MicButtonProps {
  /** Receives the transcribed text, to put into the composer. */
  onText: (text: string) => void;
}

/**
 * Dictation: press to record, press stop to transcribe into the composer. While recording the
 * time and the microphone's level show beside the stop button; the state is announced.
 */
export function MicButton({ onText }: MicButtonProps) {
  const { t } = useTranslation();
  const { state, recording, toggle } = useDictation(onText);
  if (!canDictate()) return null;
  const label =
    state === 'recording' ? t('dictation.stop') : state === 'transcribing' ? t('dictation.transcribing') : t('dictation.start');
  return (
    <>
      <span className="sr-only" aria-live="polite">
        {state === 'recording' ? t('dictation.recording') : state === 'transcribing' ? t('dictation.transcribing') : ''}
      </span>
      {recording ? <RecordingIndicator recording={recording} /> : null}
      <Button
        variant={state === 'recording' ? 'danger' : 'ghost'}
        size="icon"
        onClick={toggle}
        disabled={state === 'transcribing'}
        aria-label={label}
        title={label}
      >
        {state === 'recording' ? (
          <Square className="h-4 w-4 fill-current" aria-hidden />
        ) : state === 'transcribing' ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <Mic className="h-4 w-4" aria-hidden />
        )}
      </Button>
    </>
  );
}

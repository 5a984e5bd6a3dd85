import { Loader2, Mic, Square } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { canDictate, useDictation } from '../hooks/use-dictation';

export interface MicButtonProps {
  /** Receives the transcribed text, to put into the composer. */
  onText: (text: string) => void;
}

/** Dictation: press to record, press again to stop and transcribe into the composer. */
export function MicButton({ onText }: MicButtonProps) {
  const { t } = useTranslation();
  const { state, toggle } = useDictation(onText);
  if (!canDictate()) return null;
  const label =
    state === 'recording' ? t('dictation.stop') : state === 'transcribing' ? t('dictation.transcribing') : t('dictation.start');
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      disabled={state === 'transcribing'}
      aria-label={label}
      aria-pressed={state === 'recording'}
      title={label}
      className={cn(state === 'recording' && 'text-red-400 hover:text-red-300')}
    >
      {state === 'recording' ? (
        <Square className="h-4 w-4 animate-pulse" aria-hidden />
      ) : state === 'transcribing' ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
      ) : (
        <Mic className="h-4 w-4" aria-hidden />
      )}
    </Button>
  );
}

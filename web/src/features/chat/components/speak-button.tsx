import { Square, Volume2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useSpeechStore } from '../stores/speech-store';

export interface SpeakButtonProps {
  messageId: string;
  text: string;
}

/** Reads an answer aloud (server text-to-speech, else the browser's voice); pressed again, stops. */
export function SpeakButton({ messageId, text }: SpeakButtonProps) {
  const { t, i18n } = useTranslation();
  const speaking = useSpeechStore((state) => state.speakingId === messageId);
  const toggle = useSpeechStore((state) => state.toggle);
  const label = speaking ? t('speech.stop') : t('speech.play');
  return (
    <button
      type="button"
      onClick={() => toggle(messageId, text, i18n.language)}
      className="rounded-md p-1 hover:bg-surface-hover hover:text-text focus-visible:outline-2 focus-visible:outline-primary-400"
      aria-label={label}
      aria-pressed={speaking}
      title={label}
    >
      {speaking ? <Square className="h-3.5 w-3.5" aria-hidden /> : <Volume2 className="h-3.5 w-3.5" aria-hidden />}
    </button>
  );
}

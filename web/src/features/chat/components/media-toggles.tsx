import { AudioLines, ImagePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useAttachmentStore } from '../stores/attachment-store';

export interface MediaTogglesProps {
  /** The model can make images: image mode is offered. */
  imageOutput: boolean;
  /** The model can answer aloud: the spoken-answer toggle is offered. */
  audioOutput: boolean;
  /** §3 appInfo imageMode, kept by the app's device store. */
  imageMode: boolean;
  onImageModeChange: (imageMode: boolean) => void;
}

/** The composer's image mode (§3 appInfo imageMode) and spoken-answer switches, as pressed/unpressed chips. */
export function MediaToggles({ imageOutput, audioOutput, imageMode, onImageModeChange }: MediaTogglesProps) {
  const { t } = useTranslation();
  const spokenAnswer = useAttachmentStore((state) => state.spokenAnswer);
  const setSpokenAnswer = useAttachmentStore((state) => state.setSpokenAnswer);
  if (!imageOutput && !audioOutput) return null;
  return (
    <div className="flex shrink-0 items-center gap-1">
      {imageOutput ? (
        <Toggle pressed={imageMode} onChange={onImageModeChange} label={t('media.imageMode')}>
          <ImagePlus className="h-3.5 w-3.5" aria-hidden />
        </Toggle>
      ) : null}
      {audioOutput ? (
        <Toggle pressed={spokenAnswer} onChange={setSpokenAnswer} label={t('media.spokenAnswer')}>
          <AudioLines className="h-3.5 w-3.5" aria-hidden />
        </Toggle>
      ) : null}
    </div>
  );
}

function Toggle({
  pressed,
  onChange,
  label,
  children,
}: {
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      title={label}
      className={cn(
        'flex items-center gap-1 rounded-full border px-2 py-1 text-xs focus-visible:outline-2 focus-visible:outline-primary-400',
        pressed
          ? 'border-primary-500 bg-primary-700/40 text-text'
          : 'border-border text-text-muted hover:bg-surface-hover hover:text-text',
      )}
    >
      {children}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

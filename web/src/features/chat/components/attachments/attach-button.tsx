import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ACCEPTED_FILES } from '../../lib/file-types';

export interface AttachButtonProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** The paperclip: opens the file picker for images, PDFs, text and code files. */
export function AttachButton({ onFiles, disabled }: AttachButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="attach-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button
        variant="ghost"
        size="icon"
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-label={t('attachments.attach')}
        title={t('attachments.attach')}
      >
        <Paperclip className="h-4 w-4" aria-hidden />
      </Button>
    </>
  );
}

import { ArrowUp, Square } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

export interface ComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  onStop: () => void;
  answering: boolean;
  /** False while there is no model to send to yet (the model list is loading): the draft waits. */
  canSend?: boolean;
  /** The model picker, below the text box. */
  footer?: ReactNode;
  /** Attachment chips above the text box, a hint below it; buttons before it and before send. */
  attachments?: ReactNode;
  notice?: ReactNode;
  leading?: ReactNode;
  trailing?: ReactNode;
  /** A quiet line under the text box: what is left of today's quota. */
  status?: ReactNode;
  /** Files pasted into the text box. */
  onPasteFiles?: (files: File[]) => void;
  /** Files are attached: the message may go without text. */
  allowEmpty?: boolean;
}

/** Enter sends, Shift+Enter starts a new line; a stop button replaces send while the answer streams. */
export function Composer(props: ComposerProps) {
  const { draft, onDraftChange, onSend, onStop, answering, canSend = true, footer, allowEmpty = false } = props;
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 192)}px`;
  }, [draft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((!draft.trim() && !allowEmpty) || answering || !canSend) return;
    onSend();
  };

  return (
    <form onSubmit={submit} className="safe-bottom mx-auto w-full max-w-3xl px-3 pb-3">
      <div className="rounded-2xl border border-border bg-surface-raised p-2 focus-within:border-primary-500">
        {props.attachments}
        <div className="flex items-end gap-1 sm:gap-2">
          {props.leading}
          <label htmlFor="composer" className="sr-only">
            {t('chat.composerLabel')}
          </label>
          <textarea
            id="composer"
            ref={box}
            rows={1}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onPaste={(event) => {
              const files = Array.from(event.clipboardData.files);
              if (!files.length || !props.onPasteFiles) return;
              event.preventDefault();
              props.onPasteFiles(files);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
            }}
            placeholder={t('chat.placeholder')}
            className="max-h-48 min-h-10 min-w-0 flex-1 resize-none bg-transparent px-2 py-2 text-base outline-none placeholder:text-text-muted md:text-sm"
          />
          {props.trailing}
          {answering ? (
            <Button size="icon" variant="secondary" onClick={onStop} aria-label={t('composer.stop')} title={t('composer.stop')}>
              <Square className="h-4 w-4" aria-hidden />
            </Button>
          ) : (
            <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={(!draft.trim() && !allowEmpty) || !canSend}>
              <ArrowUp className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
        {props.notice}
        {footer ? <div className="flex items-center justify-between gap-2 px-1 pt-1">{footer}</div> : null}
      </div>
      {props.status}
      <p className="mt-1 hidden text-center text-[11px] text-text-muted md:block">{t('composer.hint')}</p>
    </form>
  );
}

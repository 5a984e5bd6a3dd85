import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/**
 * A question edited in place (issue 21): sending it starts a new branch from that point, the old
 * one kept as another version. Enter sends, Shift+Enter breaks the line, Escape cancels.
 */
export function MessageEditor({
  text,
  onSend,
  onCancel,
}: {
  text: string;
  onSend: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(text);
  const trimmed = draft.trim();
  const send = () => trimmed && onSend(trimmed);
  return (
    <div className="flex w-[36rem] max-w-full flex-col gap-2 rounded-2xl border border-border bg-surface-raised p-2">
      <textarea
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the person asked to edit this message: typing goes there
        autoFocus
        rows={Math.min(8, Math.max(2, draft.split('\n').length))}
        aria-label={t('messages.editLabel')}
        className="w-full resize-none bg-transparent px-2 py-1 text-sm outline-none"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button size="sm" onClick={send} disabled={!trimmed}>
          {t('messages.editSend')}
        </Button>
      </div>
    </div>
  );
}

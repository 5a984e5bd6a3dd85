import type { Conversation } from '@chat/protocol';
import { Check, Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { useSubmit } from '@/lib/use-submit';
import { copyText } from '@/lib/clipboard';
import { formatDateTime } from '@/lib/format';
import { revokeShare, saveShare, shareUrl, useShares } from '../api/shares';

export interface ShareDialogProps {
  conversation: Pick<Conversation, '_id' | 'name'>;
  onClose: () => void;
}

/**
 * Share a conversation (issue 20, as ChatGPT): the link shows a snapshot of the messages so far;
 * "Update link" takes a new one, "Delete link" stops it working once confirmed (issue 38, as every
 * deletion). Files only when ticked.
 */
export function ShareDialog({ conversation, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const shares = useShares();
  // Saving puts the link in the cached list at once (api/shares.ts): the dialog reads it from there.
  const share = shares.data?.shares.find((candidate) => candidate.conversationId === conversation._id);
  const [includeFiles, setIncludeFiles] = useState<boolean | undefined>();
  const files = includeFiles ?? share?.includeFiles ?? false;
  const { busy, error, run } = useSubmit();
  const [copied, setCopied] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const save = () =>
    run(async () => {
      await saveShare(conversation._id, files);
    });
  const remove = () =>
    run(async () => {
      await revokeShare(share!._id);
      onClose();
    });
  // Refused (no permission): the link stays in its field, selected when focused, to copy by hand.
  const copy = async () => setCopied(await copyText(shareUrl(share!.token)));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('share.title', { name: conversation.name })}
      description={share ? t('share.liveExplain') : t('share.explain')}
    >
      <div className="mt-4 flex flex-col gap-4" data-testid="share-dialog">
        {share ? (
          <div className="flex flex-col gap-2">
            <div className="flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2">
              <Link2 className="h-4 w-4 shrink-0 text-text-muted" aria-hidden />
              <input
                readOnly
                value={shareUrl(share.token)}
                aria-label={t('share.link')}
                className="min-w-0 flex-1 bg-transparent text-sm outline-none"
                data-testid="share-url"
                onFocus={(event) => event.target.select()}
              />
            </div>
            <p className="text-xs text-text-muted">{t('share.snapshotAt', { date: formatDateTime(share.updatedAt) })}</p>
          </div>
        ) : null}
        <Checkbox checked={files} onChange={setIncludeFiles}>
          {t('share.includeFiles')}
          <span className="block text-xs text-text-muted">{t('share.includeFilesHint')}</span>
        </Checkbox>
        <FormError quiet message={error} />
        {copied ? (
          <p role="status" className="sr-only">
            {t('share.copied')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {share ? (
            <>
              <Button variant="dangerGhost" onClick={() => setConfirmingDelete(true)} disabled={busy}>
                {t('share.delete')}
              </Button>
              <Button variant="secondary" onClick={() => void save()} disabled={busy}>
                {t('share.update')}
              </Button>
              <Button onClick={() => void copy()} disabled={busy}>
                {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
                {copied ? t('share.copied') : t('share.copy')}
              </Button>
            </>
          ) : (
            <Button onClick={() => void save()} disabled={busy || shares.isPending}>
              <Link2 className="h-4 w-4" aria-hidden />
              {t('share.create')}
            </Button>
          )}
        </div>
      </div>
      {/* A failure closes the question and shows in this dialog (useSubmit), beside the link kept. */}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('share.delete')}
        message={t('share.confirmDelete', { name: conversation.name })}
        onConfirm={remove}
      />
    </Dialog>
  );
}

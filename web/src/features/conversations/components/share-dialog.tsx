import type { Conversation, Share } from '@chat/protocol';
import { Check, Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { useSubmit } from '@/lib/use-submit';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { dangerTextButton } from './danger-text-button';
import { revokeShare, saveShare, shareUrl, useShares } from '../api/shares';

export interface ShareDialogProps {
  conversation: Pick<Conversation, '_id' | 'name'>;
  onClose: () => void;
}

/**
 * Share a conversation (issue 20, as ChatGPT): the link shows a snapshot of the messages so far;
 * "Update link" takes a new one, "Delete link" stops it working. Files only when ticked.
 */
export function ShareDialog({ conversation, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const shares = useShares();
  const live = shares.data?.shares.find((share) => share.conversationId === conversation._id);
  const [saved, setSaved] = useState<Share | undefined>();
  const share = saved ?? live;
  const [includeFiles, setIncludeFiles] = useState<boolean | undefined>();
  const files = includeFiles ?? share?.includeFiles ?? false;
  const { busy, error, run } = useSubmit();
  const [copied, setCopied] = useState(false);

  const save = () => run(async () => setSaved(await saveShare(conversation._id, files)));
  const remove = () =>
    run(async () => {
      await revokeShare(share!._id);
      onClose();
    });
  const copy = async () => {
    await navigator.clipboard.writeText(shareUrl(share!.token));
    setCopied(true);
  };

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
        {error ? (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        ) : null}
        {copied ? (
          <p role="status" className="sr-only">
            {t('share.copied')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {share ? (
            <>
              <button type="button" className={cn(dangerTextButton, 'h-10 px-4')} onClick={() => void remove()} disabled={busy}>
                {t('share.delete')}
              </button>
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
    </Dialog>
  );
}

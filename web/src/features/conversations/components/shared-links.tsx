import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { revokeShare, shareUrl, useShares } from '../api/shares';
import type { Share } from '@chat/protocol';

/** The profile's "Shared links" (issue 20): each live link with its conversation, date, open and delete. */
export function SharedLinks() {
  const { t } = useTranslation();
  const shares = useShares();
  const [revoking, setRevoking] = useState<Share | undefined>();
  const list = shares.data?.shares ?? [];

  const confirm = async () => {
    if (!revoking) return;
    try {
      await revokeShare(revoking._id);
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  };

  return (
    <Section title={t('share.profileTitle')}>
      <div data-testid="shared-links">
        {shares.isPending ? (
          <p className="text-sm text-text-muted">{t('common.loadingPage')}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-text-muted">{t('share.profileEmpty')}</p>
        ) : (
          <ul className="flex flex-col">
            {list.map((share) => (
              <li
                key={share._id}
                className="flex flex-wrap items-center gap-2 border-b border-border py-3 last:border-0"
                data-testid="shared-link"
              >
                <div className="min-w-0 flex-1 basis-full sm:basis-0">
                  <div className="truncate text-sm font-medium">{share.name}</div>
                  <div className="text-xs text-text-muted">
                    {t('share.profileDate', { date: formatDate(share.updatedAt), count: share.messageCount })}
                  </div>
                </div>
                <a
                  href={shareUrl(share.token)}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex h-8 items-center gap-1 rounded-lg px-3 text-sm hover:bg-surface-hover"
                  aria-label={t('share.open', { name: share.name })}
                >
                  <ExternalLink className="h-4 w-4" aria-hidden />
                  {t('share.openShort')}
                </a>
                <Button
                  variant="dangerGhost"
                  size="sm"
                  onClick={() => setRevoking(share)}
                  aria-label={t('share.deleteNamed', { name: share.name })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {t('share.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={revoking !== undefined}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title={t('share.delete')}
        message={t('share.confirmDelete', { name: revoking?.name ?? '' })}
        onConfirm={confirm}
      />
    </Section>
  );
}

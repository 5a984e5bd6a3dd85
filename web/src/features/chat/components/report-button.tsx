import { REPORT_DESCRIPTION_MAX } from '@chat/protocol';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { useSubmit } from '@/lib/use-submit';
import { reportContent } from '../api/report-content';

/** The report action of an assistant message and its form (§2: a description text and a submit action). */
export function ReportButton({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const { busy, error, run } = useSubmit();

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setDescription('');
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md p-1 hover:bg-surface-hover hover:text-text"
        aria-label={t('messages.report')}
        title={t('messages.report')}
      >
        <Flag className="h-3.5 w-3.5" aria-hidden />
      </button>
      {open ? (
        <Dialog open onOpenChange={close} title={t('report.title')} description={t('report.explain')}>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void run(async () => {
                await reportContent({ chat: chatId, description: description.trim() });
                close(false);
                toast.success(t('report.thanks'));
              });
            }}
          >
            <label className="flex flex-col gap-1.5 text-sm">
              <span>{t('report.description')}</span>
              <textarea
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                maxLength={REPORT_DESCRIPTION_MAX}
                rows={4}
                required
                className="rounded-lg border border-border bg-surface px-3 py-2 text-sm text-text outline-none focus:border-primary-500"
                placeholder={t('report.placeholder')}
              />
            </label>
            <FormError message={error} />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => close(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={busy || !description.trim()}>
                {t('report.submit')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}

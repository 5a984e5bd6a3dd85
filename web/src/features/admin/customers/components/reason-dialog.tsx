import { useTranslation, type TFunction } from '@/lib/i18n';
import { TextActionDialog, type TextActionDialogProps } from '../../components/text-action-dialog';
import { actionError } from '../lib/action-error';

export const REASON_LIMIT = 500;

/** Why a reason cannot be sent (the server refuses a blank one or a longer one), or undefined. */
export function reasonProblem(reason: string, t: TFunction): string | undefined {
  if (!reason) return t('admin.customers.reasonRequired');
  if (reason.length > REASON_LIMIT) return t('admin.tooLong', { limit: REASON_LIMIT });
  return undefined;
}

/** An action on a customer that asks why (the reason goes to the audit log), and to confirm it. */
export function ReasonDialog(props: Omit<TextActionDialogProps, 'label' | 'limit' | 'requiredMessage' | 'errorOf'>) {
  const { t } = useTranslation();
  return (
    <TextActionDialog
      {...props}
      label={t('admin.customers.reason')}
      limit={REASON_LIMIT}
      requiredMessage={t('admin.customers.reasonRequired')}
      errorOf={(failure) => actionError(failure, t)}
    />
  );
}

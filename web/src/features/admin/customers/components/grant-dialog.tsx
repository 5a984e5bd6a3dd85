import { GRANT_MAX_COUNT, PLAN_DURATIONS, type GrantSubscriptionBody, type PlanDuration } from '@chat/protocol';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useTranslation } from '@/lib/i18n';
import { actionError } from '../lib/action-error';
import { REASON_LIMIT, reasonProblem } from './reason-dialog';
import { SelectField } from '../../components/select-field';

type GrantablePlan = GrantSubscriptionBody['plan'];

/**
 * Grant a plan for a number of weeks, months or years, or extend the live subscription of that plan
 * (the server queues it after it). Refuses a blank reason or a count out of 1–52 before sending.
 */
export function GrantDialog({
  open,
  onOpenChange,
  onGrant,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGrant: (body: GrantSubscriptionBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<GrantablePlan>('plus');
  const [duration, setDuration] = useState<PlanDuration>('week');
  const [count, setCount] = useState('1');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ count?: string | undefined; reason?: string | undefined }>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setReason('');
      setCount('1');
      setProblems({});
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    const periods = Number(count);
    const found = {
      count:
        Number.isInteger(periods) && periods >= 1 && periods <= GRANT_MAX_COUNT
          ? undefined
          : t('admin.customers.grant.countRange', { max: GRANT_MAX_COUNT }),
      reason: reasonProblem(given, t),
    };
    setProblems(found);
    if (found.count || found.reason) return;
    setBusy(true);
    setError(undefined);
    try {
      await onGrant({ plan, duration, count: periods, reason: given });
      setReason('');
      setCount('1');
      onOpenChange(false);
    } catch (failure) {
      setError(actionError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('admin.customers.grant.title')}
      description={t('admin.customers.grant.message')}
    >
      <form className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={t('admin.customers.grant.plan')}
          value={plan}
          onChange={(event) => setPlan(event.target.value as GrantablePlan)}
          options={[
            { value: 'starter', label: t('admin.customers.plans.starter') },
            { value: 'plus', label: t('admin.customers.plans.plus') },
          ]}
        />
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={t('admin.customers.grant.duration')}
            value={duration}
            onChange={(event) => setDuration(event.target.value as PlanDuration)}
            options={PLAN_DURATIONS.map((value) => ({ value, label: t(`admin.customers.durations.${value}`) }))}
          />
          <Field
            label={t('admin.customers.grant.count')}
            type="number"
            inputMode="numeric"
            min={1}
            max={GRANT_MAX_COUNT}
            step={1}
            value={count}
            error={problems.count}
            onChange={(event) => setCount(event.target.value)}
          />
        </div>
        <TextAreaField
          label={t('admin.customers.reason')}
          value={reason}
          limit={REASON_LIMIT}
          error={problems.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormError message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => change(false)} disabled={busy}>
            {t('admin.customers.close')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('admin.customers.grant.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

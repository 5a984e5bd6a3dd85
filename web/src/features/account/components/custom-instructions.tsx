import { INSTRUCTION_MAX_CHARS, type Customer, type ProfileResponse } from '@chat/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { formatNumber } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { Section } from '@/components/ui/section';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useSubmit } from '@/lib/use-submit';
import { updateProfile } from '../api/update-profile';

/**
 * Custom instructions (issue 21): what the assistant should know about the customer and how it
 * should answer, sent with every answer (web and WhatsApp) while switched on; seen by no one else.
 */
export function CustomInstructions({
  customer,
  onProfile,
}: {
  customer: Customer;
  onProfile: (profile: ProfileResponse) => void;
}) {
  const { t } = useTranslation();
  const saved = customer.instructions;
  const [about, setAbout] = useState(saved.about);
  const [style, setStyle] = useState(saved.style);
  const [enabled, setEnabled] = useState(saved.enabled);
  const { busy, error, run } = useSubmit();
  const changed = about.trim() !== saved.about || style.trim() !== saved.style || enabled !== saved.enabled;
  const tooLong = t('instructions.tooLong', { max: formatNumber(INSTRUCTION_MAX_CHARS) });
  const over = (text: string) => (text.length > INSTRUCTION_MAX_CHARS ? tooLong : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onProfile(await updateProfile({ instructions: { about, style, enabled } }));
      toast.success(t('instructions.saved'));
    });
  };

  return (
    <Section title={t('instructions.title')}>
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="custom-instructions">
        <p className="text-sm text-text-muted">{t('instructions.explain')}</p>
        <TextAreaField
          label={t('instructions.about')}
          placeholder={t('instructions.aboutPlaceholder')}
          value={about}
          limit={INSTRUCTION_MAX_CHARS}
          error={over(about)}
          onChange={(event) => setAbout(event.target.value)}
        />
        <TextAreaField
          label={t('instructions.style')}
          placeholder={t('instructions.stylePlaceholder')}
          value={style}
          limit={INSTRUCTION_MAX_CHARS}
          error={over(style)}
          onChange={(event) => setStyle(event.target.value)}
        />
        <Checkbox checked={enabled} onChange={setEnabled}>
          {t('instructions.enabled')}
          <span className="block text-xs text-text-muted">{t('instructions.enabledHint')}</span>
        </Checkbox>
        <FormError message={error} />
        <div>
          <Button type="submit" disabled={busy || !changed || over(about) !== undefined || over(style) !== undefined}>
            {t('instructions.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

import { INSTRUCTION_MAX_CHARS, type Conversation } from '@chat/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { formatNumber } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useSubmit } from '@/lib/use-submit';
import { changeConversation } from '../api/conversation-cache';

export interface InstructionsDialogProps {
  conversation: Pick<Conversation, '_id' | 'name' | 'instructions'>;
  onClose: () => void;
}

/** "Instructions for this conversation" (issue 21): while set, they replace the customer's own in it. */
export function InstructionsDialog({ conversation, onClose }: InstructionsDialogProps) {
  const { t } = useTranslation();
  const saved = conversation.instructions ?? '';
  const [text, setText] = useState(saved);
  const { busy, error, run } = useSubmit();
  const tooLong = text.length > INSTRUCTION_MAX_CHARS;

  const save = (instructions: string | null) =>
    run(async () => {
      await changeConversation(conversation._id, { instructions });
      toast.success(instructions?.trim() ? t('instructions.conversationSaved') : t('instructions.conversationRemoved'));
      onClose();
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(text);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('instructions.conversationTitle', { name: conversation.name })}
      description={t('instructions.conversationExplain')}
    >
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4" data-testid="conversation-instructions">
        <TextAreaField
          label={t('instructions.menuItem')}
          placeholder={t('instructions.conversationPlaceholder')}
          value={text}
          limit={INSTRUCTION_MAX_CHARS}
          error={tooLong ? t('instructions.tooLong', { max: formatNumber(INSTRUCTION_MAX_CHARS) }) : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <FormError quiet message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          {saved ? (
            <Button variant="dangerGhost" className="mr-auto" disabled={busy} onClick={() => void save(null)}>
              {t('instructions.remove')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy || tooLong || text.trim() === saved}>
            {t('instructions.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

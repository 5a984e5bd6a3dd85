import { CONVERSATION_NAME_MAX } from '@chat/protocol';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';

export interface RenameFieldProps {
  name: string;
  /** Saves the new name; rejects with a message to show when the server refuses it. */
  onSave: (name: string) => Promise<void>;
  onDone: () => void;
}

/** In-place rename of a conversation: Enter or leaving the field saves, Escape cancels. */
export function RenameField({ name, onSave, onDone }: RenameFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const next = value.trim();
    if (saving) return;
    if (!next || next === name) return onDone();
    setSaving(true);
    try {
      await onSave(next);
      onDone();
    } catch {
      setSaving(false);
    }
  };
  return (
    <input
      // The field replaces the name the user just asked to edit, so it takes the focus.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      value={value}
      maxLength={CONVERSATION_NAME_MAX}
      disabled={saving}
      onChange={(event) => setValue(event.target.value)}
      onFocus={(event) => event.target.select()}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
      aria-label={t('conversations.renameLabel')}
      className="mx-1 my-0.5 min-w-0 flex-1 rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-text outline-none focus:border-primary-500"
      data-testid="conversation-rename"
    />
  );
}

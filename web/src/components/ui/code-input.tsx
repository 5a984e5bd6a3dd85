import { CODE_LENGTH } from '@chat/protocol';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

export interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  /** Called when the sixth digit is typed or pasted. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
}

/**
 * The 6-digit code (§5): one field, numeric keyboard, one-time-code autofill, and a pasted
 * "123 456" or "Your code is 123456" keeps only its digits.
 */
export function CodeInput({ value, onChange, onComplete, disabled }: CodeInputProps) {
  const { t } = useTranslation();
  // Unique: a proof-of-ownership dialog can open its code field over another dialog's.
  const id = useId();
  const update = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
    onChange(digits);
    if (digits.length === CODE_LENGTH) onComplete?.(digits);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('auth.code')}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => update(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={CODE_LENGTH * 3}
        disabled={disabled}
        placeholder="••••••"
        className="h-12 rounded-lg border border-border bg-surface text-center font-mono text-2xl tracking-[0.5em] outline-none focus:border-primary-500"
      />
    </div>
  );
}

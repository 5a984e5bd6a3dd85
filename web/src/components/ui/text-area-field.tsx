import { useId, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'maxLength'> {
  label: string;
  value: string;
  /** Shown as "n / max"; past it the count turns red and `error` explains. Not a hard cap: pasted text is never cut silently. */
  limit: number;
  error?: string | undefined;
}

/** A labelled multi-line text field with a character count, wired for screen readers. */
export function TextAreaField({ label, value, limit, error, className, id, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const over = value.length > limit;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={inputId}
        value={value}
        rows={4}
        aria-invalid={over || error ? true : undefined}
        aria-describedby={[`${inputId}-count`, error ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
        className={cn(
          'min-h-24 resize-y rounded-lg border border-border bg-surface p-3 text-sm outline-none placeholder:text-text-muted focus:border-primary-500',
          (over || error) && 'border-red-500',
          className,
        )}
        {...props}
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        <p id={`${inputId}-error`} className="text-red-400" role={error ? 'alert' : undefined}>
          {error}
        </p>
        <p
          id={`${inputId}-count`}
          className={cn('shrink-0 tabular-nums', over ? 'text-red-400' : 'text-text-muted')}
          data-testid="character-count"
        >
          {formatNumber(value.length)} / {formatNumber(limit)}
        </p>
      </div>
    </div>
  );
}

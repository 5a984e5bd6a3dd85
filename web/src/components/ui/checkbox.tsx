import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A labelled checkbox; `danger` for one that agrees to lose something (clearing data, deleting the account). */
export function Checkbox({
  checked,
  onChange,
  danger = false,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={cn('mt-0.5 h-4 w-4', danger ? 'accent-red-600' : 'accent-primary-500')}
      />
      <span>{children}</span>
    </label>
  );
}

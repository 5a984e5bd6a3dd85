import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'dangerGhost';

const variants: Record<Variant, string> = {
  primary: 'bg-primary-600 text-white hover:bg-primary-500 disabled:bg-primary-700/50',
  secondary: 'border border-border bg-surface-raised text-text hover:bg-surface-hover',
  ghost: 'text-text-muted hover:bg-surface-hover hover:text-text',
  danger: 'bg-red-700 text-white hover:bg-red-600',
  /** A quiet destructive action beside others (delete a link). */
  dangerGhost: 'text-red-400 hover:bg-surface-hover hover:text-red-300',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'sm' | 'md' | 'icon';
}

/** A button's look, also for a link that should look like one (a navigation, such as Sign in). */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-400 disabled:cursor-not-allowed disabled:opacity-60',
    size === 'sm' && 'h-8 px-3 text-sm',
    size === 'md' && 'h-10 px-4 text-sm',
    size === 'icon' && 'h-9 w-9 shrink-0',
    variants[variant],
    className,
  );
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

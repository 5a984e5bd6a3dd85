import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled panel of the account pages. */
export function Section({
  title,
  children,
  tone = 'default',
}: {
  title: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      aria-label={title}
      className={cn('rounded-xl border bg-surface-raised p-5', tone === 'danger' ? 'border-red-900/70' : 'border-border')}
    >
      <h2 className={cn('text-base font-semibold', tone === 'danger' && 'text-red-300')}>{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One line of a section: a label, its value and an action. */
export function Row({ label, value, action }: { label: string; value: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border py-3 last:border-0">
      <div className="min-w-0 flex-1">
        <div className="text-xs text-text-muted">{label}</div>
        {/* Explanations run long in fr/ro/it/es: wrap them (and long e-mails) rather than cut them off. */}
        <div className="text-sm [overflow-wrap:anywhere]">{value}</div>
      </div>
      {action}
    </div>
  );
}

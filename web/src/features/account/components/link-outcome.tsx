import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Announced as it appears: a success as a status, a failure as an alert; the question is not. */
const TONES = {
  done: { Icon: CheckCircle2, role: 'status', heading: 'text-emerald-300', icon: '' },
  failed: { Icon: XCircle, role: 'alert', heading: 'text-red-300', icon: '' },
  ask: { Icon: ShieldAlert, role: undefined, heading: '', icon: 'text-amber-300' },
} as const;

/** The body of a page a link from a message opens (WhatsApp link, undo a sign-in change): a titled outcome. */
export function LinkOutcome({ tone, title, children }: { tone: keyof typeof TONES; title: string; children: ReactNode }) {
  const { Icon, role, heading, icon } = TONES[tone];
  return (
    <div className="flex flex-col items-start gap-3" role={role}>
      <h2 className={cn('inline-flex items-center gap-2 text-lg font-semibold', heading)}>
        <Icon className={cn('h-5 w-5 shrink-0', icon)} aria-hidden />
        {title}
      </h2>
      {children}
    </div>
  );
}

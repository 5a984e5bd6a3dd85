import type { ReactNode } from 'react';

/** A console section: its heading, actions beside it, and its content. */
export function ConsolePage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {actions}
      </div>
      <div className="mt-6 space-y-6">{children}</div>
    </>
  );
}

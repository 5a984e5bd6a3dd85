import { lazy, Suspense, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** §9: the install dialog is at most 400px wide; others default to 28rem. */
  className?: string;
  /** Where focus goes when it closes (Radix's onCloseAutoFocus); by default back to where it was. */
  onCloseAutoFocus?: (event: Event) => void;
}

const DialogView = lazy(() => import('./dialog-view'));

/**
 * A centred modal (§9: default position center, ~150 ms animation, at most 90 % high). Radix loads
 * when a dialog first opens, so the first load of the chat page does not carry it (issue 10).
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}

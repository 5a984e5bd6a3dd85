import * as RadixDialog from '@radix-ui/react-dialog';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './use-return-focus';
import type { DialogProps } from './dialog';

/** The Radix modal behind `Dialog`, in a chunk of its own loaded when a dialog first opens. */
export default function DialogView(props: DialogProps) {
  const { open, onOpenChange, title, description, children, className, onCloseAutoFocus } = props;
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        {/* pointer-events-auto: Radix turns the body's pointer events off in an effect and gives the
            content its own `auto` a render later; in between the content inherited `none`, and a
            click begun on a button ended on nothing (radix-ui/primitives#4093). */}
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus}
          className={cn(
            'pointer-events-auto fixed top-1/2 left-1/2 z-50 max-h-[90%] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface-raised p-5 shadow-2xl data-[state=open]:animate-[dialog-in_150ms_ease-out]',
            className,
          )}
        >
          <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

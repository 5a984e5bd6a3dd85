import { cn } from '@/lib/cn';

/**
 * The message of a failed action, announced to screen readers: boxed under a form, or `quiet` (red
 * text alone) beside the controls of a panel or a footer.
 */
export function FormError({
  message,
  quiet = false,
  className,
}: {
  message: string | undefined;
  quiet?: boolean;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        'text-sm',
        quiet ? 'text-red-400' : 'rounded-lg border border-red-900 bg-red-950/60 px-3 py-2 text-red-200',
        className,
      )}
    >
      {message}
    </p>
  );
}

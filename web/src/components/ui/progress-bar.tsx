import { cn } from '@/lib/cn';

export interface ProgressBarProps {
  label: string;
  /** 0 to 100; undefined while the share is unknown, when the bar pulses instead. */
  percent: number | undefined;
  /** What a screen reader says of the value (a size received, say) instead of the percentage. */
  valueText?: string;
  /** How wide the pulsing bar is while the share is unknown. */
  pulseWidth?: 'w-1/3' | 'w-full';
}

/** A thin progress bar: a known share fills it, an unknown one pulses. */
export function ProgressBar({ label, percent, valueText, pulseWidth = 'w-full' }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-surface-hover"
    >
      <div
        className={cn('h-full rounded-full bg-primary-500', percent === undefined && [pulseWidth, 'animate-pulse'])}
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}

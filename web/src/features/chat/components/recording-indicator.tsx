import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Recording } from '../hooks/use-dictation';

/** Relative heights of the meter's bars: a small level already moves the middle ones. */
const BARS = [0.5, 0.8, 1, 0.8, 0.5];

/** "1:05" */
const minutesAndSeconds = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * While dictating (mounted when recording starts): the time recorded so far and a live level meter, so a person sees the
 * microphone hears them. The meter is drawn outside React (a CSS variable per frame).
 */
export function RecordingIndicator({ recording }: { recording: Recording }) {
  const { t } = useTranslation();
  // Shown from the moment recording starts: its clock starts with it.
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const meter = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const { analyser } = recording;
    const element = meter.current;
    if (!analyser || !element) return;
    const samples = new Uint8Array(analyser.fftSize);
    let frame = requestAnimationFrame(function draw() {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      const level = Math.min(1, Math.sqrt(sum / samples.length) * 4);
      element.style.setProperty('--level', level.toFixed(3));
      element.dataset.level = level.toFixed(2);
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [recording]);

  return (
    <span
      className="flex h-9 shrink-0 items-center gap-2 rounded-full bg-red-500/10 px-2 text-xs sm:px-3 text-red-300"
      data-testid="recording"
    >
      <span className="hidden h-2 w-2 animate-pulse rounded-full bg-red-500 sm:block" aria-hidden />
      {recording.analyser ? (
        <span ref={meter} className="flex h-5 items-center gap-0.5" data-testid="recording-level" aria-hidden>
          {BARS.map((weight, index) => (
            <span
              key={index}
              className="w-0.5 rounded-full bg-current transition-[height] duration-75"
              style={{ height: `calc(3px + var(--level, 0) * ${weight * 17}px)` }}
            />
          ))}
        </span>
      ) : null}
      <span role="timer" aria-label={t('dictation.elapsed')} className="tabular-nums">
        {minutesAndSeconds(Math.max(0, now - startedAt))}
      </span>
    </span>
  );
}

import { lazy, Suspense, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

export interface DropZoneProps {
  onFiles: (files: File[]) => void;
  /** Off for guests: nothing to drop into. */
  enabled: boolean;
  children: ReactNode;
}

/** Drawn only while files hover: a chunk of its own (issue 10's budget). */
const DropOverlay = lazy(() => import('./drop-overlay').then((module) => ({ default: module.DropOverlay })));

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** The chat screen takes files dropped anywhere on it; an overlay says so while they hover. */
export function DropZone({ onFiles, enabled, children }: DropZoneProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the drag really left.
  const depth = useRef(0);
  const reset = () => {
    depth.current = 0;
    setOver(false);
  };
  return (
    <div
      className="relative flex min-h-0 flex-1 flex-col"
      data-testid="drop-zone"
      onDragEnter={(event) => {
        if (!enabled || !carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!enabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        if (!enabled) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        if (!enabled) return;
        event.preventDefault();
        reset();
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length) onFiles(files);
      }}
    >
      {children}
      <div className="sr-only" role="status" aria-live="polite">
        {over ? t('attachments.dropHere') : ''}
      </div>
      {over ? (
        <Suspense fallback={null}>
          <DropOverlay />
        </Suspense>
      ) : null}
    </div>
  );
}

import { useTranslation } from '@/lib/i18n';
import type { PendingAttachment } from '../../stores/attachment-store';
import { AttachmentChip } from './attachment-chip';

export interface AttachmentTrayProps {
  items: PendingAttachment[];
  onRemove: (id: string) => void;
}

/** The chips above the text box: a row that scrolls on its own on phones (never the page), wrapping on wider screens. */
export function AttachmentTray({ items, onRemove }: AttachmentTrayProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className="flex gap-2 overflow-x-auto px-1 pb-2 sm:flex-wrap sm:overflow-visible" aria-label={t('attachments.listLabel')}>
      {items.map((item) => (
        <AttachmentChip key={item.id} item={item} onRemove={onRemove} />
      ))}
    </ul>
  );
}

import { i18n } from '@/lib/i18n';
import { localeTag } from '@/lib/locale';

// One formatter per language for every row: building one per call was a fifth of opening a long
// conversation's script time (issue 17).
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * When a message was written, in the interface language (issue 38), not the browser's: the short
 * time the language page previews ("11:02" in French, "11:02 AM" in English).
 */
export function messageTime(iso: string): string {
  const tag = localeTag(i18n.language);
  let format = formats.get(tag);
  if (!format) formats.set(tag, (format = new Intl.DateTimeFormat(tag, { timeStyle: 'short' })));
  return format.format(new Date(iso));
}

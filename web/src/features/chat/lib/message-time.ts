import { i18n } from '@/lib/i18n';
import { localeTag } from '@/lib/locale';

/** How much of its date a message's time needs: none today, the day this year, the year before. */
type Span = 'today' | 'thisYear' | 'earlier';

// One formatter per language and span for every row: building one per call was a fifth of opening a
// long conversation's script time (issue 17).
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(tag: string, span: Span): Intl.DateTimeFormat {
  let format = formats.get(tag + span);
  if (!format) {
    // The language page's short time ("09:05", "9:05 AM"); with a date, the hour as that time writes it.
    const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short' });
    const hour =
      time.formatToParts(new Date(2000, 0, 1, 9)).find((part) => part.type === 'hour')!.value.length === 2
        ? '2-digit'
        : 'numeric';
    const date: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour, minute: '2-digit' };
    format = span === 'today' ? time : new Intl.DateTimeFormat(tag, span === 'thisYear' ? date : { ...date, year: 'numeric' });
    formats.set(tag + span, format);
  }
  return format;
}

/**
 * When a message was written, in the interface language (issue 38), not the browser's, as ChatGPT
 * and Claude show it: today the time only ("14:05"), earlier this year with the day ("12 mars,
 * 14:05"), another year with the year too ("12 mars 2023, 14:05"), days as the browser's clock counts them.
 */
export function messageTime(iso: string, now = new Date()): string {
  const written = new Date(iso);
  const span: Span =
    written.toDateString() === now.toDateString()
      ? 'today'
      : written.getFullYear() === now.getFullYear()
        ? 'thisYear'
        : 'earlier';
  return formatOf(localeTag(i18n.language), span).format(written);
}

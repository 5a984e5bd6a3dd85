import type { Locale } from '@chat/protocol';
import { currentLocale } from './format';
import { localeTag } from './locale';

// Apart from format.ts, which the first load carries: only the attachment chips, the files of a
// message and the profile's storage show sizes, and they load later.

/** "1.2 MB", "340 kB", "512 bytes", "5 GB": a size in bytes (binary units, as the server's limits). */
export function formatFileSize(bytes: number, locale?: Locale): string {
  const [value, unit] =
    bytes >= 1024 ** 3
      ? [bytes / 1024 ** 3, 'gigabyte']
      : bytes >= 1024 ** 2
        ? [bytes / 1024 ** 2, 'megabyte']
        : bytes >= 1024
          ? [bytes / 1024, 'kilobyte']
          : [bytes, 'byte'];
  // Bytes spelled out ("512 bytes"): the short form of that unit reads "512 byte" in English.
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat(localeTag(locale ?? currentLocale()), {
    style: 'unit',
    unit,
    unitDisplay,
    maximumFractionDigits: 1,
  }).format(value);
}

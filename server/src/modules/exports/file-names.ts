/** Longest base name we give a file (in characters), well inside every file system's 255 bytes. */
const BASE_MAX = 80;

/**
 * A conversation name → a file name every system accepts: no path separators, control or reserved
 * characters (Windows' too), no leading dots, not a reserved device name; letters of any script stay.
 */
export function safeBaseName(name: string, fallback = 'conversation'): string {
  const cleaned = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what it takes out
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const short = Array.from(cleaned).slice(0, BASE_MAX).join('').trim();
  if (!short || /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(short)) return fallback;
  return short;
}

/** Names unique within one archive, compared without case (Windows and macOS would merge "Rome" and "rome"). */
export class UniqueNames {
  private readonly taken = new Set<string>();

  /** `base.ext`, or `base (2).ext`, `base (3).ext`… when taken. */
  next(base: string, extension: string): string {
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? `${base}.${extension}` : `${base} (${n}).${extension}`;
      if (!this.taken.has(candidate.toLowerCase())) {
        this.taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  }
}

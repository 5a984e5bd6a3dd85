import { closeInline } from './markdown-inline';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MATH_FENCE = /^ {0,3}\$\$\s*$/;
/** A line of markers only ("-", "==", "##", "1.", "|", "> *"): what it becomes is not known yet. */
const MARKERS_ONLY = /^[\s\-+*=_#~`|:>]*$|^\s*\d{1,9}[.)]?\s*$/;
const TABLE_ROW = /^ {0,3}\|/;
const DELIMITER_SO_FAR = /^ {0,3}\|?[\s:|-]*$/;
/** Where a line's own text starts after the markers that make it a heading, list item or quote. */
const LINE_MARKERS = /^(?: {0,3}(?:#{1,6}\s+|>\s?)|\s*(?:[-+*]|\d{1,9}[.)])\s+)*/;
/** A line that starts a block of its own: a paragraph's line before it is not continued by it. */
const STARTS_BLOCK = /^ {0,3}(?:#{1,6}\s|>|[-+*]\s|\d{1,9}[.)]\s|\||```|~~~)/;

/**
 * The Markdown of the block still streaming, completed so that it renders as a beginning of what it
 * will render once finished (issue 18, as Streamdown's incomplete-Markdown handling does): never a
 * raw marker, never a word that later disappears. An open code fence stays an open code block (its
 * fence line only once complete), an open math block waits for its end, a line of markers alone is
 * held back ("-" or "==" under a paragraph would make it a heading), a table shows from its complete
 * header line on, and the inline Markdown at the end is closed (markdown-inline.ts).
 */
export function completeStreamingBlock(block: string): string {
  const lines = block.split('\n');
  const open = openFenceAt(lines);
  if (open !== undefined) {
    const fence = FENCE.exec(lines[open]!)?.[1];
    // The fence line itself until its language is complete; a closing fence being written.
    if (open === lines.length - 1 || !fence) return lines.slice(0, open).join('\n');
    const last = lines.at(-1)!.trim();
    if (last && last[0] === fence[0] && /^([`~])\1*$/.test(last)) lines.pop();
    return lines.join('\n');
  }
  if (completeTable(lines)) return lines.join('\n');
  if (lines.length === 0) return '';
  const start = paragraphStart(lines);
  const first = lines[start]!;
  const markers = LINE_MARKERS.exec(first)?.[0] ?? '';
  const tableCell = TABLE_ROW.test(first) ? first.lastIndexOf('|') + 1 : markers.length;
  const text = [first.slice(tableCell), ...lines.slice(start + 1)].join('\n');
  const closed = `${first.slice(0, tableCell)}${closeInline(text)}`;
  const result = [...lines.slice(0, start), ...closed.split('\n')];
  if (MARKERS_ONLY.test(result.at(-1)!)) result.pop();
  return result.join('\n');
}

/** The index of the line opening a code or math fence still open at the end, if one is. */
function openFenceAt(lines: string[]): number | undefined {
  let fence: string | undefined;
  let openedAt: number | undefined;
  lines.forEach((line, index) => {
    if (fence) {
      const trimmed = line.trim();
      if (fence === '$$' ? MATH_FENCE.test(line) : trimmed.startsWith(fence) && /^[`~]+$/.test(trimmed)) fence = undefined;
      return;
    }
    fence = FENCE.exec(line)?.[1] ?? (MATH_FENCE.test(line) ? '$$' : undefined);
    openedAt = index;
  });
  return fence ? openedAt : undefined;
}

/**
 * A table's header line shows as a table once complete, its delimiter row written out in full
 * while it streams; a header line still being written is held back (it would show raw pipes).
 * Tells whether it wrote the delimiter row.
 */
function completeTable(lines: string[]): boolean {
  const last = lines.length - 1;
  const isHeader = (index: number) => TABLE_ROW.test(lines[index] ?? '') && !TABLE_ROW.test(lines[index - 1] ?? '');
  if (isHeader(last)) {
    lines.pop();
    return false;
  }
  if (!isHeader(last - 1) || !DELIMITER_SO_FAR.test(lines[last]!)) return false;
  lines[last] = `|${' --- |'.repeat(cellsOf(lines[last - 1]!))}`;
  return true;
}

/** How many cells a table row has: its pipes, less a leading and a trailing one, escaped ones aside. */
function cellsOf(row: string): number {
  const pipes = row.trim().replace(/\\\|/g, '').split('|');
  if (pipes[0] === '') pipes.shift();
  if (pipes.length > 1 && pipes.at(-1)!.trim() === '') pipes.pop();
  return Math.max(1, pipes.length);
}

/** The first line of the paragraph (or heading, list item, table row) the block ends with. */
function paragraphStart(lines: string[]): number {
  let start = lines.length - 1;
  while (start > 0) {
    const line = lines[start]!;
    const above = lines[start - 1]!;
    if (!above.trim() || STARTS_BLOCK.test(line) || /^ {0,3}(#|\|)/.test(above)) break;
    start -= 1;
  }
  return start;
}

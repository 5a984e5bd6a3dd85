const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MATH_FENCE = /^ {0,3}\$\$\s*$/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:\s|$)/;

/**
 * Splits Markdown into its top-level blocks, so a streaming answer re-parses only its last, still
 * open block (issue 10). A block ends at a blank line followed by a line that starts a new block:
 * not inside a code or math fence, not an indented continuation, not the next item of a list.
 * Joined with "\n" the blocks give back the text.
 */
export function splitBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  let math = false;
  let afterBlank = false;
  for (const line of text.split('\n')) {
    const startsBlock = line.trim() !== '' && !/^\s/.test(line) && !(LIST_ITEM.test(current[0] ?? '') && LIST_ITEM.test(line));
    if (afterBlank && startsBlock) {
      blocks.push(current.join('\n'));
      current = [];
    }
    current.push(line);
    if (fence) {
      if (line.trim().startsWith(fence) && /^[`~]+$/.test(line.trim())) fence = undefined;
    } else if (math) {
      if (MATH_FENCE.test(line)) math = false;
    } else {
      fence = FENCE.exec(line)?.[1];
      math = !fence && MATH_FENCE.test(line);
    }
    afterBlank = !fence && !math && line.trim() === '';
  }
  blocks.push(current.join('\n'));
  return blocks;
}

/** A text split into blocks, with where each block starts, carried from one frame to the next. */
export interface BlockSplit {
  text: string;
  blocks: string[];
  starts: number[];
}

/**
 * How many blocks of `previous` stay as they are in `text`: none unless `text` only adds to it.
 * The last block may still grow, so it is always scanned again; and while its first line was
 * incomplete, whether that line started a block at all was not settled yet ("-" continues a list,
 * "---" does not), so the block before it is scanned again too. Every other boundary depends only
 * on lines that were complete, which text added at the end cannot change.
 */
function settledBlocks(previous: BlockSplit | undefined, text: string): number {
  if (!previous || !text.startsWith(previous.text)) return 0;
  const last = previous.blocks.length - 1;
  const firstLineComplete = previous.text.includes('\n', previous.starts[last]);
  return Math.max(0, firstLineComplete ? last : last - 1);
}

/**
 * `splitBlocks(text)`, scanning only the end of `text` that `previous` had not settled (issue 17):
 * while an answer streams, each frame scans its open block instead of the whole answer. A block
 * starts with a fresh scanner state (no fence, no math, after a blank line), so scanning from there
 * gives what scanning from the beginning gives.
 */
export function splitMore(previous: BlockSplit | undefined, text: string): BlockSplit {
  if (previous?.text === text) return previous;
  const keep = settledBlocks(previous, text);
  const from = keep > 0 ? previous!.starts[keep]! : 0;
  const tail = splitBlocks(text.slice(from));
  const starts = previous?.starts.slice(0, keep) ?? [];
  let at = from;
  for (const block of tail) {
    starts.push(at);
    at += block.length + 1;
  }
  return { text, blocks: [...(previous?.blocks.slice(0, keep) ?? []), ...tail], starts };
}

/** A splitter for one text that grows: each call splits the text it is given, reusing the last call's work. */
export function createBlockSplitter(): (text: string) => string[] {
  let last: BlockSplit | undefined;
  return (text) => (last = splitMore(last, text)).blocks;
}

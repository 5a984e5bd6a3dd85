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

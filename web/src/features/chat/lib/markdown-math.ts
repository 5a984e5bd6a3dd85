/** A math span being scanned: where it opened, and what closes it (`$`, `$$`, `\)` or `\]`). */
export interface MathSpan {
  at: number;
  close: string;
}

/**
 * The longest unclosed `$…` still taken for math being written: past it, or across a line, a lone
 * `$` is prose ("costs $5 and …") and shows, as the finished answer will show it.
 */
const PENDING_DOLLAR_MATH_MAX = 300;

/**
 * Whether a math span still open at the end of a streaming answer is math being written, to hold
 * back until it closes (issue 38: `$E=m` showed raw until its `$` came). `\(` and `\[` always
 * are; a `$` when what follows it could open math: not a space, not a price ("$5 today", while
 * "$2^n" is math), on its line, not too long.
 */
export function isPendingMath(text: string, math: MathSpan): boolean {
  if (math.close[0] !== '$') return true;
  const after = text.slice(math.at + math.close.length);
  if (after.length > PENDING_DOLLAR_MATH_MAX || after.includes('\n') || /^\s/.test(after)) return false;
  return !/^\d/.test(after) || /[\\^_{}=]/.test(after);
}

// Code (a fence to its end or the text's, a code span) is kept as it is; `\[…\]` and `\(…\)` outside it are math.
const CODE_OR_LATEX_MATH =
  /^ {0,3}(`{3,}|~{3,})[\s\S]*?(?:^ {0,3}\1|(?![\s\S]))|(`+)[\s\S]*?\2|\\\[([\s\S]*?)\\\]|\\\(([\s\S]*?)\\\)/gm;

/**
 * LaTeX's `\(…\)` and `\[…\]`, which OpenAI's models write, as the `$…$` and `$$…$$` remark-math
 * reads: without it they showed as "(E=mc^2)" once the Markdown escapes were taken (issue 38).
 */
export function withDollarMath(markdown: string): string {
  if (!markdown.includes('\\(') && !markdown.includes('\\[')) return markdown;
  return markdown.replace(CODE_OR_LATEX_MATH, (match, _fence, _ticks, display?: string, inline?: string) =>
    display !== undefined ? `$$${display}$$` : inline !== undefined ? `$${inline}$` : match,
  );
}

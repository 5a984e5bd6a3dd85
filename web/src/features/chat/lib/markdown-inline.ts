import { isPendingMath, type MathSpan } from './markdown-math';

/**
 * The target given to a link whose target is still streaming: markdown.tsx shows its text as a
 * link without one, so nothing half-written can be followed.
 */
export const INCOMPLETE_LINK = '#streaming-link';

interface Delimiter {
  char: string;
  at: number;
  length: number;
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Closes the inline Markdown still open at the end of `text` (the end of an answer's text so far),
 * so the reader sees formatted text and never a raw marker (issue 18): an open `**`, `*`, `_`,
 * `__` or `~~` is closed, an open code span too, a link whose target is being written shows its
 * text, a bracket that may yet become a link is held back, as is a marker with nothing after it yet,
 * and a math span being written (`$E=m`, `\(x`: markdown-math.ts) until it closes.
 * Only the end can be unfinished: what comes before it is left as the final rendering will show it.
 */
export function closeInline(streamed: string): string {
  // Markers or a backslash at the very end may be half of what they become ("**bold*"): held back,
  // then whatever they opened is closed anew.
  const text = streamed.replace(/[*_~\\]+$/, '');
  // A `$` never closed that is not math being written is prose, as the finished answer shows it:
  // scanned again as text, so what follows it is closed as usual.
  const literal = new Set<number>();
  for (;;) {
    const { math, ...found } = scan(text, literal);
    if (!math || isPendingMath(text, math)) return finish(text, { ...found, pendingMath: math?.at });
    literal.add(math.at);
  }
}

/** The inline Markdown open at the end of `text`; a `$` at a `literal` index opens no math. */
function scan(text: string, literal: ReadonlySet<number>): Omit<Scan, 'pendingMath'> & { math: MathSpan | undefined } {
  const open: Delimiter[] = [];
  const brackets: number[] = [];
  let link: { start: number; textEnd: number } | undefined;
  let code: Delimiter | undefined;
  let math: MathSpan | undefined;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (math) {
      // Nothing inside math is Markdown (its backslashes are LaTeX's): only its closing counts.
      const closes =
        math.close[0] === '$' ? char === '$' && runAt(text, index) === math.close.length : text.startsWith(math.close, index);
      if (closes) {
        index += math.close.length;
        math = undefined;
      } else index += char === '$' ? runAt(text, index) : 1;
      continue;
    }
    if (char === '\\') {
      const next = text[index + 1];
      if (!code && (next === '(' || next === '[')) math = { at: index, close: next === '(' ? '\\)' : '\\]' };
      index += 2;
      continue;
    }
    const run = runAt(text, index);
    if (char === '$' && !code) {
      if (!literal.has(index)) math = { at: index, close: '$'.repeat(run) };
      index += run;
      continue;
    }
    if (char === '`') {
      if (!code) code = { char, at: index, length: run };
      else if (code.length === run) code = undefined;
      index += run;
      continue;
    }
    if (code) {
      index += 1;
      continue;
    }
    if (char === '[') brackets.push(index > 0 && text[index - 1] === '!' ? index - 1 : index);
    else if (char === ']' && brackets.length) {
      const start = brackets.pop()!;
      if (text[index + 1] === '(') {
        const close = text.indexOf(')', index + 2);
        if (close < 0) {
          link = { start, textEnd: index };
          break;
        }
        index = close + 1; // a complete target: nothing in it is Markdown
        continue;
      }
      if (index === text.length - 1) brackets.push(start); // "[text]" may still become a link
    } else if (char === '*' || char === '_' || char === '~') {
      matchDelimiter(text, { char, at: index, length: run }, open);
      index += run;
      continue;
    }
    index += 1;
  }
  return { open, brackets, link, code, math };
}

/** How many times the character at `index` repeats from there. */
function runAt(text: string, index: number): number {
  let end = index;
  while (text[end] === text[index]) end += 1;
  return end - index;
}

/** Opens or closes emphasis with a run of delimiters, by the flanking rules simplified. */
function matchDelimiter(text: string, run: Delimiter, open: Delimiter[]): void {
  const before = text[run.at - 1];
  const after = text[run.at + run.length];
  if (run.char === '~' && run.length !== 2) return;
  const canClose = !isSpace(before) && !(run.char === '_' && isWordChar(after));
  // Intraword `*` and `_` stay literal here (2*3*4, snake_case): an answer rarely means emphasis there.
  const canOpen = !isSpace(after) && !isWordChar(before);
  let left = run.length;
  while (left > 0) {
    const top = open.at(-1);
    if (canClose && top?.char === run.char && top.length <= left) {
      open.pop();
      left -= top.length;
    } else if (canOpen) {
      // "***" opens italic and bold: the bold closes first.
      const size = run.char === '~' ? 2 : left >= 2 && left !== 3 ? 2 : 1;
      open.push({ char: run.char, at: run.at + run.length - left, length: size });
      left -= size;
    } else return;
  }
}

interface Scan {
  open: Delimiter[];
  brackets: number[];
  link: { start: number; textEnd: number } | undefined;
  code: Delimiter | undefined;
  /** Where an unclosed math span being written starts: held back from there. */
  pendingMath: number | undefined;
}

/** Applies what the scan found: held-back ends cut, open markers closed (or dropped when empty). */
function finish(text: string, scan: Scan): string {
  const { open, brackets, code } = scan;
  let { link } = scan;
  let end = text.length;
  let suffix = '';
  if (link && text[link.start] === '!') {
    end = link.start; // an image shows once its address is complete
    link = undefined;
  } else if (link) {
    // The text shows, as a link without a target; the target is not shown until it is complete.
    end = link.textEnd + 1;
    suffix = `(${INCOMPLETE_LINK})`;
  } else if (brackets.length) end = brackets[0]!;
  if (scan.pendingMath !== undefined && scan.pendingMath < end) end = scan.pendingMath;
  if (code && code.at < end) {
    if (text.slice(code.at + code.length, end).trim()) suffix = '`'.repeat(code.length) + suffix;
    else end = code.at;
  }
  const body = text.slice(0, end).trimEnd();
  // Emphasis opened inside a link's text closes inside it, the rest after it.
  const inside: string[] = [];
  const outside: string[] = [];
  const removed: Delimiter[] = [];
  for (const delimiter of [...open].reverse()) {
    if (delimiter.at >= body.length) continue;
    if (
      !body
        .slice(delimiter.at + delimiter.length)
        .replace(/\]$/, '')
        .trim()
    )
      removed.push(delimiter);
    else (link && delimiter.at > link.start ? inside : outside).push(delimiter.char.repeat(delimiter.length));
  }
  let result = body;
  for (const delimiter of removed) result = result.slice(0, delimiter.at) + result.slice(delimiter.at + delimiter.length);
  if (!link) return result + outside.join('') + suffix;
  return `${result.replace(/\]$/, '')}${inside.join('')}]${suffix}${outside.join('')}`;
}

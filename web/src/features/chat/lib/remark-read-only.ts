import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';

/**
 * GFM and math, for reading Markdown only: what remark-gfm and remark-math register, less their
 * Markdown writers, which an answer rendered to React never calls but which took
 * mdast-util-to-markdown into the renderer's chunk (4.5 kB of its 47 kB gzip, issue 39). Options
 * are remark-math's defaults (single-dollar math on).
 */
export function remarkReadGfmAndMath(this: { data(): unknown }): void {
  // The fields remark-parse reads (its type augmentation of `Data` is not ours to import).
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfm(), math());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown(), mathFromMarkdown());
}

import './markdown.css';
import { memo, useState, useSyncExternalStore, type ReactElement } from 'react';
import type { Element, ElementContent } from 'hast';
import ReactMarkdown, { type Components } from 'react-markdown';
import { loadKatex, mathPlugins, mayHoldMath, onKatexLoaded } from '../lib/katex-loader';
import { createLruCache } from '../lib/lru-cache';
import { remarkReadGfmAndMath } from '../lib/remark-read-only';
import { createBlockSplitter } from '../lib/markdown-blocks';
import { completeStreamingBlock } from '../lib/markdown-complete';
import { INCOMPLETE_LINK } from '../lib/markdown-inline';
import { withDollarMath } from '../lib/markdown-math';
import { CodeBlock } from './code-block';

export interface MarkdownProps {
  text: string;
  streaming: boolean;
}

const remarkPlugins = [remarkReadGfmAndMath];

/** The text of a hast element: a code block's code. */
const textOf = (node: Element | ElementContent | undefined): string =>
  !node ? '' : node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

/**
 * Renderers for a block; in the block still streaming, code is shown plain until it is complete.
 * A fenced block is told from inline code by its `pre`, not by its text: an open fence's first
 * line would otherwise show as inline code, then as a block with a header once a second line came.
 */
function renderers(streaming: boolean): Components {
  return {
    pre: ({ node }) => {
      const code = node?.children[0];
      const className = code?.type === 'element' ? String(code.properties.className ?? '') : '';
      const language = /language-([\w+#-]+)/.exec(className)?.[1];
      return <CodeBlock code={textOf(code).replace(/\n$/, '')} language={language} streaming={streaming} />;
    },
    code: ({ children }) => <code className="rounded bg-surface-hover px-1 py-0.5 text-[0.9em]">{children}</code>,
    a: ({ href, children }) =>
      href === INCOMPLETE_LINK ? (
        // Its target is still streaming: shown as a link, followed nowhere yet.
        <span className="text-primary-400 underline">{children}</span>
      ) : (
        <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary-400 underline">
          {children}
        </a>
      ),
  };
}
const complete = renderers(false);
const open = renderers(true);

const parse = (text: string, streaming: boolean) =>
  ReactMarkdown({
    children: withDollarMath(text),
    remarkPlugins,
    rehypePlugins: mathPlugins(),
    components: streaming ? open : complete,
  });

/** The block still streaming, its unfinished Markdown completed (issue 18): a beginning of its final rendering. */
const parseStreaming = (text: string) => parse(completeStreamingBlock(text), true);

/**
 * Complete blocks, parsed, by their text, for every message (issue 17): a block is parsed once,
 * also when its row mounts again (scrolled back into view, the conversation opened again) or when
 * the final `conversation` event replaces the streamed text. Bounded by the text it holds.
 */
const parsedBlocks = createLruCache<ReactElement>(2_000_000, (text) => text.length);

function completeBlock(text: string): ReactElement {
  let element = parsedBlocks.get(text);
  if (!element) {
    element = parse(text, false);
    // Math not yet typeset is not kept: the block renders again once KaTeX is there.
    if (mathPlugins() || !mayHoldMath(text)) parsedBlocks.set(text, element);
  }
  return element;
}

const katexLoaded = () => mathPlugins() !== undefined;

/** One top-level block: the block still streaming is parsed at each change, a complete one once. */
const Block = memo(function Block({ text, streaming }: MarkdownProps) {
  // Renders again once KaTeX has loaded, for a block it had to render without.
  const typesets = useSyncExternalStore(onKatexLoaded, katexLoaded, katexLoaded);
  if (!typesets && mayHoldMath(text)) void loadKatex();
  return streaming ? parseStreaming(text) : completeBlock(text);
});

/**
 * Markdown with GFM, LaTeX (KaTeX) and highlighted code; raw HTML is never rendered. Loaded lazily.
 * Rendered block by block: while an answer streams, each change scans and parses only its last,
 * open block (issues 10 and 17).
 */
function MarkdownView({ text, streaming }: MarkdownProps) {
  const [split] = useState(createBlockSplitter);
  const blocks = split(text);
  return (
    <div className="markdown text-sm leading-relaxed">
      {blocks.map((block, index) => (
        // Blocks only grow at the end: the index is a stable key.
        <Block key={index} text={block} streaming={streaming && index === blocks.length - 1} />
      ))}
    </div>
  );
}

export default memo(MarkdownView);

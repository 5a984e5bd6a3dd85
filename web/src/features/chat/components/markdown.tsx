import 'katex/dist/katex.min.css';
import './markdown.css';
import { memo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { splitBlocks } from '../lib/markdown-blocks';
import { CodeBlock } from './code-block';

export interface MarkdownProps {
  text: string;
  streaming: boolean;
}

const remarkPlugins = [remarkGfm, remarkMath];
const rehypePlugins = [rehypeKatex];

/** Renderers for a block; in the block still streaming, code is shown plain until it is complete. */
function renderers(streaming: boolean): Components {
  return {
    pre: ({ children }) => <>{children}</>,
    code: ({ className, children }) => {
      const language = /language-([\w+#-]+)/.exec(className ?? '')?.[1];
      const code = typeof children === 'string' ? children : Array.isArray(children) ? children.join('') : '';
      if (!language && !code.includes('\n'))
        return <code className="rounded bg-surface-hover px-1 py-0.5 text-[0.9em]">{children}</code>;
      return <CodeBlock code={code.replace(/\n$/, '')} language={language} streaming={streaming} />;
    },
    a: ({ href, children }) => (
      <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary-400 underline">
        {children}
      </a>
    ),
  };
}
const complete = renderers(false);
const open = renderers(true);

/** One top-level block: parsed again only when its own text changes. */
const Block = memo(function Block({ text, streaming }: MarkdownProps) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={streaming ? open : complete}>
      {text}
    </ReactMarkdown>
  );
});

/**
 * Markdown with GFM, LaTeX (KaTeX) and highlighted code; raw HTML is never rendered. Loaded lazily.
 * Rendered block by block, so while an answer streams only its last block is parsed again (issue 10).
 */
function MarkdownView({ text, streaming }: MarkdownProps) {
  const blocks = splitBlocks(text);
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

import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { highlight } from '../lib/highlighter';
import { createLruCache } from '../lib/lru-cache';
import { CopyButton } from './copy-button';

export interface CodeBlockProps {
  code: string;
  language: string | undefined;
  /** While the answer streams the block is shown plain; it is highlighted once complete. */
  streaming: boolean;
}

/**
 * Highlighted code by language and code (issue 17): a block shown again (its row mounted again, the
 * final text of the answer) shows its colours at once, without a plain frame or a trip to the worker.
 */
const highlighted = createLruCache<string>(4_000_000, (key, html) => key.length + html.length);
const keyOf = (language: string, code: string) => `${language}\n${code}`;

export function CodeBlock({ code, language, streaming }: CodeBlockProps) {
  const { t } = useTranslation();
  const cached = language ? highlighted.get(keyOf(language, code)) : undefined;
  const [html, setHtml] = useState(cached);

  useEffect(() => {
    if (streaming || !language || cached) return;
    let current = true;
    void highlight(code, language).then((result) => {
      if (result) highlighted.set(keyOf(language, code), result);
      if (current) setHtml(result);
    });
    return () => {
      current = false;
    };
  }, [code, language, streaming, cached]);
  const shown = cached ?? html;

  return (
    <div className="my-3 overflow-hidden rounded-lg border border-border bg-[#0d1117]" data-testid="code-block">
      <div className="flex items-center justify-between border-b border-border px-3 py-1 text-xs text-text-muted">
        <span>{language ?? t('chat.plainText')}</span>
        <CopyButton text={code} />
      </div>
      {shown ? (
        // shiki escapes the code it renders; the markup is its own.
        <div className="overflow-x-auto p-3 text-sm [&_pre]:!bg-transparent" dangerouslySetInnerHTML={{ __html: shown }} />
      ) : (
        // Focusable as Shiki's own <pre> is, so a keyboard scrolls a long line sideways (axe
        // scrollable-region-focusable): plain text stays this way, and code shows so until it is highlighted.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre tabIndex={0} className="overflow-x-auto p-3 text-sm">
          <code>{code}</code>
        </pre>
      )}
    </div>
  );
}

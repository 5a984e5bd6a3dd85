import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { highlight } from '../lib/highlighter';
import { CopyButton } from './copy-button';

export interface CodeBlockProps {
  code: string;
  language: string | undefined;
  /** While the answer streams the block is shown plain; it is highlighted once complete. */
  streaming: boolean;
}

export function CodeBlock({ code, language, streaming }: CodeBlockProps) {
  const { t } = useTranslation();
  const [html, setHtml] = useState<string | undefined>();

  useEffect(() => {
    if (streaming || !language) return;
    let current = true;
    void highlight(code, language).then((result) => current && setHtml(result));
    return () => {
      current = false;
    };
  }, [code, language, streaming]);

  return (
    <div className="my-3 overflow-hidden rounded-lg border border-border bg-[#0d1117]" data-testid="code-block">
      <div className="flex items-center justify-between border-b border-border px-3 py-1 text-xs text-text-muted">
        <span>{language ?? t('chat.plainText')}</span>
        <CopyButton text={code} />
      </div>
      {html ? (
        // shiki escapes the code it renders; the markup is its own.
        <div className="overflow-x-auto p-3 text-sm [&_pre]:!bg-transparent" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <pre className="overflow-x-auto p-3 text-sm">
          <code>{code}</code>
        </pre>
      )}
    </div>
  );
}

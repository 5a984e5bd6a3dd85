import type { SnippetPart } from '@chat/protocol';

/**
 * A hit's snippet: the server sends text parts, never HTML; the matched words are wrapped in
 * <mark> here, so whatever a message contains (tags, scripts) shows as text.
 */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <span data-testid="search-snippet">
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-primary-500/35 px-0.5 text-text">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

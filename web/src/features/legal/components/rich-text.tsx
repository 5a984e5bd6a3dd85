import type { ReactNode } from 'react';

/**
 * Renders a translated body: blank lines separate paragraphs, a block of "- " lines is a list,
 * and the contact address becomes a mail link.
 */
export function RichText({ text, email }: { text: string; email: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index} className="mt-2 list-disc space-y-1 pl-5">
              {lines.map((line, item) => (
                <li key={item}>{linkEmail(line.slice(2), email)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className="mt-2">
            {linkEmail(block, email)}
          </p>
        );
      })}
    </>
  );
}

function linkEmail(text: string, email: string): ReactNode {
  const parts = text.split(email);
  if (parts.length === 1) return text;
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} href={`mailto:${email}`} className="text-primary-400 underline underline-offset-2">
            {email}
          </a>,
          part,
        ],
  );
}

import { Bot, User } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { LazyMarkdown as Markdown } from './lazy-markdown';

/**
 * A message's frame (§3): the sender's avatar and, beside it, a column whose first child is the
 * text and the rest what follows it. Shared by the chat's rows and the shared-link page.
 */
export function MessageFrame({ isUser, status, children }: { isUser: boolean; status?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article
      className={cn('group mx-auto flex w-full max-w-3xl gap-3 px-4 py-3', isUser && 'flex-row-reverse')}
      data-testid={isUser ? 'message-user' : 'message-assistant'}
      data-status={status}
      aria-label={isUser ? t('messages.you') : t('messages.assistant')}
    >
      <div className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-surface-hover text-text-muted">
        {isUser ? <User className="h-4 w-4" aria-hidden /> : <Bot className="h-4 w-4" aria-hidden />}
      </div>
      <div className={cn('flex min-w-0 flex-col gap-1', isUser ? 'max-w-[85%] items-end' : 'flex-1')}>{children}</div>
    </article>
  );
}

/** The text: the user's as written, in a bubble; an answer as Markdown, or "Thinking…" until its first words. */
export function MessageText({ isUser, text, streaming }: { isUser: boolean; text: string; streaming: boolean }) {
  const { t } = useTranslation();
  if (isUser)
    return <div className="rounded-2xl bg-primary-700/40 px-4 py-2 text-sm whitespace-pre-wrap break-words">{text}</div>;
  if (!text && streaming)
    return (
      <span className="text-sm text-text-muted" role="status">
        {t('messages.thinking')}
      </span>
    );
  return (
    <Suspense fallback={<div className="text-sm whitespace-pre-wrap">{text}</div>}>
      <Markdown text={text} streaming={streaming} />
    </Suspense>
  );
}

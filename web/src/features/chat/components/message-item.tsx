import { Bot, Pencil, Play, RotateCcw, User } from 'lucide-react';
import { memo, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { DisplayMessage } from '../lib/chat-list';
import { CopyButton } from './copy-button';
import { DeliveryState } from './delivery-state';
import { LazyMarkdown as Markdown } from './lazy-markdown';
import { MessageFiles } from './message-files';
import { ReportButton } from './report-button';
import { SpeakButton } from './speak-button';

export interface MessageItemProps {
  message: DisplayMessage;
  streaming: boolean;
  /** Offered on the last exchange only. */
  onRegenerate?: (() => void) | undefined;
  /** Offered on a stopped last answer: the model goes on from where it ended. */
  onContinue?: (() => void) | undefined;
  onEdit?: (() => void) | undefined;
}

// One formatter for every row: toLocaleTimeString builds a new one per call, a cost each row paid
// at every render (a fifth of opening a long conversation's script time, issue 17).
const timeFormat = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });
const time = (iso: string) => timeFormat.format(new Date(iso));

/**
 * One message of a chat (§3): sender, text, time and, for answers, the duration. Memoized: while
 * an answer streams, the other messages (same objects, see toMessages) do not render again.
 */
export const MessageItem = memo(function MessageItem({ message, streaming, onRegenerate, onContinue, onEdit }: MessageItemProps) {
  const { t } = useTranslation();
  const isUser = message.sender === 'user';
  const empty = !message.text;
  return (
    <article
      className={cn('group mx-auto flex w-full max-w-3xl gap-3 px-4 py-3', isUser && 'flex-row-reverse')}
      data-testid={isUser ? 'message-user' : 'message-assistant'}
      data-status={message.status}
      aria-label={isUser ? t('messages.you') : t('messages.assistant')}
    >
      <div className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-surface-hover text-text-muted">
        {isUser ? <User className="h-4 w-4" aria-hidden /> : <Bot className="h-4 w-4" aria-hidden />}
      </div>
      <div className={cn('flex min-w-0 flex-col gap-1', isUser ? 'max-w-[85%] items-end' : 'flex-1')}>
        {isUser ? (
          <div className="rounded-2xl bg-primary-700/40 px-4 py-2 text-sm whitespace-pre-wrap break-words">{message.text}</div>
        ) : empty && streaming ? (
          <span className="text-sm text-text-muted" role="status">
            {t('messages.thinking')}
          </span>
        ) : (
          <Suspense fallback={<div className="text-sm whitespace-pre-wrap">{message.text}</div>}>
            <Markdown text={message.text} streaming={streaming} />
          </Suspense>
        )}
        <MessageFiles files={message.files} alignEnd={isUser} />
        {isUser ? <DeliveryState chatId={message.chatId} /> : null}
        {!isUser && message.status === 'error' ? <p className="text-xs text-red-400">{t('messages.failed')}</p> : null}
        {!isUser && message.status === 'stopped' ? (
          <div className="flex flex-wrap items-center gap-2 text-xs text-text-muted">
            <p>{t('messages.stopped')}</p>
            {onContinue ? (
              <button
                type="button"
                onClick={onContinue}
                className="flex items-center gap-1 rounded-full border border-border px-2.5 py-1 text-text hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-primary-400"
                aria-label={t('messages.continueLabel')}
                title={t('messages.continueLabel')}
              >
                <Play className="h-3 w-3" aria-hidden />
                {t('messages.continue')}
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="flex items-center gap-1 text-xs text-text-muted">
          <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
          {!isUser && message.duration > 0 ? (
            <span>· {t('messages.duration', { seconds: (message.duration / 1000).toFixed(1) })}</span>
          ) : null}
          {!streaming && message.text ? <CopyButton text={message.text} /> : null}
          {onEdit ? (
            <button
              type="button"
              onClick={onEdit}
              className="rounded-md p-1 hover:bg-surface-hover hover:text-text"
              aria-label={t('messages.edit')}
              title={t('messages.edit')}
            >
              <Pencil className="h-3.5 w-3.5" aria-hidden />
            </button>
          ) : null}
          {!isUser && !streaming && message.text ? <SpeakButton messageId={message.id} text={message.text} /> : null}
          {!isUser && !streaming && message.status !== 'pending' ? <ReportButton chatId={message.chatId} /> : null}
          {onRegenerate ? (
            <button
              type="button"
              onClick={onRegenerate}
              className="rounded-md p-1 hover:bg-surface-hover hover:text-text"
              aria-label={t('messages.regenerate')}
              title={t('messages.regenerate')}
            >
              <RotateCcw className="h-3.5 w-3.5" aria-hidden />
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
});

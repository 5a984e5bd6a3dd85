import { Pencil, Play, RotateCcw, type LucideIcon } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DisplayMessage } from '../lib/chat-list';
import { CopyButton } from './copy-button';
import { DeliveryState } from './delivery-state';
import { MessageFiles } from './message-files';
import { MessageFrame, MessageText } from './message-parts';
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
  return (
    <MessageFrame isUser={isUser} status={message.status}>
      <MessageText isUser={isUser} text={message.text} streaming={streaming} />
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
        {onEdit ? <MessageAction label={t('messages.edit')} Icon={Pencil} onClick={onEdit} /> : null}
        {!isUser && !streaming && message.text ? <SpeakButton messageId={message.id} text={message.text} /> : null}
        {!isUser && !streaming && message.status !== 'pending' ? <ReportButton chatId={message.chatId} /> : null}
        {onRegenerate ? <MessageAction label={t('messages.regenerate')} Icon={RotateCcw} onClick={onRegenerate} /> : null}
      </div>
    </MessageFrame>
  );
});

/** A small icon button under a message, named by its label (also its tooltip). */
function MessageAction({ label, Icon, onClick }: { label: string; Icon: LucideIcon; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-md p-1 hover:bg-surface-hover hover:text-text"
      aria-label={label}
      title={label}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
    </button>
  );
}

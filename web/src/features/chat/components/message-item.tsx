import { Pencil, Play, RotateCcw, type LucideIcon } from 'lucide-react';
import { memo, useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DisplayMessage } from '../lib/chat-list';
import type { ExchangeActions } from '../lib/exchange-actions';
import { focusComposerOnDesktop } from '../lib/focus-composer';
import { messageTime } from '../lib/message-time';
import { MessageEditor } from './message-editor';
import { VersionPager } from './version-pager';
import { CopyButton } from './copy-button';
import { DeliveryState } from './delivery-state';
import { MessageFiles } from './message-files';
import { MessageFrame, MessageText } from './message-parts';
import { ReportButton } from './report-button';
import { SpeakButton } from './speak-button';

export interface MessageItemProps {
  message: DisplayMessage;
  streaming: boolean;
  /**
   * Regenerate, edit, continue and the versions (issue 21), on every exchange; absent while an
   * answer of the conversation is being written (its branch cannot change under it).
   */
  actions?: ExchangeActions | undefined;
}

/**
 * One message of a chat (§3): sender, text, time and, for answers, the duration. Memoized: while
 * an answer streams, the other messages (same objects, see toMessages) do not render again.
 */
export const MessageItem = memo(function MessageItem({ message, streaming, actions }: MessageItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // A cancelled edit gives the focus back to its Edit button, where it came from (issue 38).
  const editButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (editing || !cancelled.current) return;
    cancelled.current = false;
    editButton.current?.focus();
  }, [editing]);
  const isUser = message.sender === 'user';
  const settled = message.status !== 'pending' && !streaming;
  const act = settled ? actions : undefined;
  // Continue: an answer that did not end by itself and has text to go on from.
  const continuable = !isUser && (message.status === 'stopped' || message.status === 'error') && message.text !== '';
  if (isUser && editing && act)
    return (
      <MessageFrame isUser status={message.status}>
        <MessageEditor
          text={message.text}
          onCancel={() => {
            cancelled.current = true;
            setEditing(false);
          }}
          onSend={(text) => {
            setEditing(false);
            act.edit(message.chatId, text);
            // The answer is on its way: the next message is written in the composer.
            focusComposerOnDesktop();
          }}
        />
      </MessageFrame>
    );
  return (
    <MessageFrame isUser={isUser} status={message.status}>
      <MessageText isUser={isUser} text={message.text} streaming={streaming} />
      <MessageFiles files={message.files} alignEnd={isUser} />
      {isUser ? <DeliveryState chatId={message.chatId} /> : null}
      {!isUser && message.status === 'error' ? <p className="text-xs text-red-400">{t('messages.failed')}</p> : null}
      {!isUser && message.status === 'stopped' ? (
        <div className="flex flex-wrap items-center gap-2 text-xs text-text-muted">
          <p>{t('messages.stopped')}</p>
          {act && continuable ? <ContinueButton onClick={() => act.continue(message.chatId)} /> : null}
        </div>
      ) : null}
      {!isUser && message.status === 'error' && act && continuable ? (
        <ContinueButton onClick={() => act.continue(message.chatId)} />
      ) : null}
      <div className="flex items-center gap-1 text-xs text-text-muted">
        {!isUser && message.versions ? (
          <VersionPager chatId={message.chatId} versions={message.versions} onShow={act?.showVersion} />
        ) : null}
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {!isUser && message.duration > 0 ? (
          <span>· {t('messages.duration', { seconds: (message.duration / 1000).toFixed(1) })}</span>
        ) : null}
        {!streaming && message.text ? <CopyButton text={message.text} /> : null}
        {isUser && act ? (
          <MessageAction label={t('messages.edit')} Icon={Pencil} onClick={() => setEditing(true)} ref={editButton} />
        ) : null}
        {!isUser && !streaming && message.text ? <SpeakButton messageId={message.id} text={message.text} /> : null}
        {!isUser && settled ? <ReportButton chatId={message.chatId} /> : null}
        {!isUser && act ? (
          <MessageAction label={t('messages.regenerate')} Icon={RotateCcw} onClick={() => act.regenerate(message.chatId)} />
        ) : null}
      </div>
    </MessageFrame>
  );
});

function ContinueButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-fit items-center gap-1 rounded-full border border-border px-2.5 py-1 text-xs text-text hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-primary-400"
      aria-label={t('messages.continueLabel')}
      title={t('messages.continueLabel')}
    >
      <Play className="h-3 w-3" aria-hidden />
      {t('messages.continue')}
    </button>
  );
}

/** A small icon button under a message, named by its label (also its tooltip). */
function MessageAction(props: { label: string; Icon: LucideIcon; onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  const { label, Icon, onClick, ref } = props;
  return (
    <button
      ref={ref}
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

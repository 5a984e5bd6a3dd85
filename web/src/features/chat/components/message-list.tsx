import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, Loader2 } from 'lucide-react';
import { use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DisplayMessage } from '../lib/chat-list';
import type { ExchangeActions } from '../lib/exchange-actions';
import { useChatStore } from '../stores/chat-store';
import { loadKatex, mathPlugins, mayHoldMath } from '../lib/katex-loader';
import { preloadMarkdown } from './lazy-markdown';
import { MessageItem } from './message-item';
import { useTargetMessage } from './use-target-message';

export interface MessageListProps {
  messages: DisplayMessage[];
  streamingId: string | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Regenerate, edit, continue and versions of every exchange (issue 21); absent while an answer here streams. */
  actions: ExchangeActions | undefined;
  /** A message to open at, briefly highlighted (a search hit, issue 20); told once it is shown. */
  target?: string | undefined;
  onTargetShown?: (() => void) | undefined;
}

const ESTIMATED_ROW = 96;

/**
 * The Markdown renderer, fetched with this chunk: until it is there the list waits (its placeholder
 * shows) rather than show an answer as raw Markdown, `**` and `##` in plain sight (issue 18: the
 * first answer of a new conversation streamed before the renderer had arrived). A failed load lets
 * the list show the plain text.
 */
let markdownReady = false;
const markdownLoaded = preloadMarkdown().then(
  () => void (markdownReady = true),
  () => void (markdownReady = true),
);

/**
 * The messages, oldest at the top, virtualized so a conversation of thousands of messages
 * scrolls smoothly; it follows the streaming answer while the reader is at the bottom.
 */
export function MessageList(props: MessageListProps) {
  const { messages, streamingId, hasMore, loadingMore, onLoadMore, actions, target, onTargetShown } = props;
  if (!markdownReady) use(markdownLoaded);
  // Math the conversation holds when it opens waits for KaTeX too, as the rest waits for Markdown.
  // Asked once, not at every streamed delta: an answer or an older page that brings the first math
  // later is typeset once KaTeX arrives (katex-loader.ts).
  const [openedWithMath] = useState(() => messages.some((message) => mayHoldMath(message.text)));
  if (openedWithMath && !mathPlugins()) use(loadKatex());
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /**
   * The reader is moving the list (wheel, touch, pointer on the scrollbar, keys, focus moved into
   * it): only then may a scroll take them away from the bottom. Other scrolls are the list's own (a
   * row re-measured by the virtualizer from a stale offset, the browser clamping after a resize):
   * a reader at the bottom is put back there (issue 21: one in five phone runs was left 150 px up).
   */
  const readerScrolling = useRef(false);
  /** The scroller's height when last seen: a scroll event that comes with another one follows a resize, not the reader. */
  const height = useRef(0);
  /** The reader scrolled away from the newest message: the "jump to latest" button shows (issue 18). */
  const [away, setAway] = useState(false);
  const firstId = useRef<string | undefined>(undefined);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 6,
    // A conversation opens at its newest message: the first render lays out the last rows, not the
    // first ones only to replace them a frame later (issue 17).
    initialOffset: () => messages.length * ESTIMATED_ROW,
    getItemKey: (index) => messages[index]!.id,
  });

  const lastText = messages.at(-1)?.text;
  // Rows grow once measured (Markdown, code, images) and as an answer streams: a reader at the
  // bottom stays there. Set directly, in one layout: scrollToIndex measured the scroll height again
  // and then re-checked its target every frame, forced layouts a long answer paid at each frame
  // (issue 17).
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && messages.length && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [messages.length, lastText, totalSize]);

  // The list itself gets shorter (the composer grows with a long draft, the payment nudge shows, the
  // phone's keyboard opens) or taller: a reader at the bottom stays there (issue 21). Told once per
  // resize, after layout: nothing is measured per frame.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      height.current = element.clientHeight;
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A message the person sends is followed wherever they were reading (issue 21): back at the
  // bottom, the new exchange's rows and its streaming answer are kept there as any growth is.
  const sent = useChatStore((state) => state.sent);
  const followedSend = useRef(sent);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (followedSend.current === sent || !element) return;
    followedSend.current = sent;
    atBottom.current = true;
    readerScrolling.current = false;
    element.scrollTop = element.scrollHeight;
  }, [sent]);

  // Older pages are prepended: keep the message the reader was looking at in place.
  useEffect(() => {
    const previousFirst = firstId.current;
    firstId.current = messages[0]?.id;
    if (!previousFirst || previousFirst === messages[0]?.id) return;
    const index = messages.findIndex((message) => message.id === previousFirst);
    if (index > 0) virtualizer.scrollToIndex(index, { align: 'start' });
  }, [messages, virtualizer]);

  const flashed = useTargetMessage(messages, target, onTargetShown, (index) => {
    atBottom.current = false;
    setAway(true);
    virtualizer.scrollToIndex(index, { align: 'center' });
  });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const moves = () => void (readerScrolling.current = true);
    const events = ['wheel', 'touchstart', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const name of events) element.addEventListener(name, moves, { passive: true });
    return () => events.forEach((name) => element.removeEventListener(name, moves));
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    // The list was resized before the observer above was told: the reader did not scroll, and one
    // at the bottom is put back there.
    if (element.clientHeight !== height.current) {
      height.current = element.clientHeight;
      if (atBottom.current) element.scrollTop = element.scrollHeight;
      return;
    }
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (!readerScrolling.current) {
      if (!atBottom.current) return;
      if (distance > 1) element.scrollTop = element.scrollHeight;
      // Followed again by the list (a send brought the reader back): the jump button goes.
      setAway(false);
      return;
    }
    atBottom.current = distance < 80;
    // Back at the end by their own hand: what moves the list from now on is its own again.
    if (atBottom.current) readerScrolling.current = false;
    setAway(!atBottom.current);
    if (element.scrollTop < 120 && hasMore && !loadingMore) onLoadMore();
  };

  /** Back to the newest message, followed again as it grows (the layout effect above keeps it there). */
  const jumpToLatest = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = true;
    readerScrolling.current = false;
    setAway(false);
    element.scrollTop = element.scrollHeight;
  };

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto"
        data-testid="message-list"
        role="log"
        aria-live="polite"
      >
        {loadingMore ? (
          <p className="flex items-center justify-center gap-2 py-2 text-xs text-text-muted" role="status">
            <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
            {t('messages.loadingOlder')}
          </p>
        ) : null}
        <div style={{ height: totalSize, position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const message = messages[item.index]!;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                data-highlighted={message.id === flashed || undefined}
                className="transition-colors duration-700 data-highlighted:bg-primary-500/15"
                style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
              >
                <MessageItem message={message} streaming={message.chatId === streamingId} actions={actions} />
              </div>
            );
          })}
        </div>
      </div>
      {away ? (
        <button
          type="button"
          onClick={jumpToLatest}
          className="absolute bottom-3 left-1/2 flex h-9 w-9 -translate-x-1/2 items-center justify-center rounded-full border border-border bg-surface-raised text-text shadow-lg hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-primary-400"
          aria-label={t('messageList.jumpToLatest')}
          title={t('messageList.jumpToLatest')}
        >
          <ArrowDown className="h-4 w-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}

import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { lazyPage } from '@/lib/lazy-page';
import { preloadable } from '@/lib/preloadable';
import { useChats } from '../api/get-chats';
import { fetchChats } from '../api/load-chats';
import { useComposerMedia } from '../hooks/use-composer-media';
import { useGoneConversation } from '../hooks/use-gone-conversation';
import { useExchangeActions, type SendVersion } from '../hooks/use-exchange-actions';
import { useModelSelection } from '../hooks/use-model-selection';
import { useRefusedDraft } from '../hooks/use-refused-draft';
import { useAttachmentStore } from '../stores/attachment-store';
import { AttachButton } from './attachments/attach-button';
import { DropZone } from './attachments/drop-zone';
import { GuestHint } from './guest-hint';
import { scopeOf, toMessages } from '../lib/chat-list';
import { focusComposerOnDesktop } from '../lib/focus-composer';
import { findModel, hasImage } from '../lib/send-media';
import { useChatStore } from '../stores/chat-store';
import { BillingDialogs } from './billing-dialogs';
import { Composer } from './composer';
import { ModelPicker } from './model-picker';
import { QuotaStatus } from './quota-status';

export interface ChatScreenProps {
  authenticated: boolean;
  preferredModel: string | null;
  /** Guests who try to send go to sign in; their draft is kept. */
  onSignInRequired: (draft: string) => void;
  /** Where the guest hint's sign-in words lead. */
  signInPath: string;
  /** The subscription and payment dialogs (§4) lead to the plans. */
  onViewPlans: () => void;
  /** §3 appInfo imageMode: the next answer is an image. */
  imageMode: boolean;
  onImageModeChange: (imageMode: boolean) => void;
}

const DRAFT_KEY = 'chat-assistant.draft';

/**
 * The message list (with its virtualizer) and the Markdown renderer are chunks of their own,
 * fetched while the chats load, so the first load of the chat page does not carry them (issue 10);
 * the list's chunk fetches the renderer's (lazy-markdown.tsx: asking for it here too would put
 * ≈ 50 bytes over the entry's budget). Both render at once once loaded (issue 17).
 */
const messageList = preloadable(() => import('./message-list').then((module) => module.MessageList));
const MessageList = messageList.Component;
/** Shown only once something is attached: chunks of their own too. */
const AttachmentTray = lazy(() => import('./attachments/attachment-tray').then((module) => ({ default: module.AttachmentTray })));
/** Dictation code loads after the page; its place is kept so the composer does not shift. */
const MicButton = lazy(() => import('./mic-button').then((module) => ({ default: module.MicButton })));
const MediaToggles = lazy(() => import('./media-toggles').then((module) => ({ default: module.MediaToggles })));
const MediaNotice = lazy(() => import('./media-notice').then((module) => ({ default: module.MediaNotice })));
/** Rare, and in the texts other screens load: a chunk of its own, with them. */
const ConversationGone = lazyPage(() => import('./conversation-gone').then((module) => module?.ConversationGone));

/** The chat screen (§2, route named chat). Opening it without `conversation` sets it to new. */
export function ChatScreen(props: ChatScreenProps) {
  const { authenticated, preferredModel, onSignInRequired, onViewPlans, imageMode } = props;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const scope = params.get('conversation') ?? 'new';
  const [draft, setDraft] = useState(() => sessionStorage.getItem(DRAFT_KEY) ?? '');
  const { loading, typing, streamingId, send, stop } = useChatStore();
  const loaded = useChats();
  const selection = useModelSelection(authenticated, preferredModel);
  const { providers, provider, model, change } = selection;
  const media = useComposerMedia({ providers, provider, model, imageMode });
  const gone = useGoneConversation(scope);
  const addAttachments = useAttachmentStore((state) => state.add);
  const addFiles = useCallback((files: File[]) => void addAttachments(files), [addAttachments]);
  const removeFile = useAttachmentStore((state) => state.remove);
  useRefusedDraft(setDraft);

  useEffect(() => {
    if (!params.get('conversation')) setParams({ conversation: 'new' }, { replace: true });
  }, [params, setParams]);

  // Each conversation opens ready to write in (on a desktop: lib/focus-composer.ts).
  useEffect(() => focusComposerOnDesktop(), [scope]);

  useEffect(() => {
    if (draft) sessionStorage.setItem(DRAFT_KEY, draft);
    else sessionStorage.removeItem(DRAFT_KEY);
  }, [draft]);

  useEffect(() => {
    if (authenticated) void fetchChats(scope);
  }, [authenticated, scope]);

  // The list (and the renderer its chunk fetches) is needed once a conversation is open, or once a
  // new one is being written: then, not at load (the first load stays light, issue 10). Waiting for
  // the send instead left a slow phone (6× CPU throttling) on an empty screen until the first answer
  // had ended: the chunks were still loading while it streamed.
  const composing = draft !== '' || media.items.length > 0;
  useEffect(() => {
    // A failed preload shows again, and is handled, where the chunk is used.
    if (authenticated && (scope !== 'new' || composing)) messageList.preload().catch(() => undefined);
  }, [authenticated, scope, composing]);

  // Attachments belong to the signed-in customer: signing out drops them.
  useEffect(() => {
    if (!authenticated) useAttachmentStore.getState().clear();
  }, [authenticated]);

  const scoped = useMemo(() => (scope === 'new' ? [] : loaded.chats.filter((chat) => scopeOf(chat) === scope)), [loaded, scope]);
  const messages = useMemo(() => toMessages(scoped), [scoped]);
  const answering = typing && scoped.some((chat) => chat._id === streamingId);

  /** Sends the composer's text and files with the chosen model. */
  const sendText = async (text: string) => {
    if (!authenticated) return onSignInRequired(text);
    const { provider, model } = selection;
    if (!provider || !model) return;
    const prepared = media.prepare(text);
    if (!prepared) return;
    setDraft('');
    const target = await send({ text: prepared.input, conversation: scope, provider, model, ...prepared });
    if (!target) return setDraft(text);
    media.clear();
    if (target !== scope) setParams({ conversation: target });
  };

  /** A new version of an exchange (issue 21); the composer keeps its draft. Continue asks the model that wrote the answer. */
  const sendVersion: SendVersion = async (text, files, { versionOf, continue: continuing }) => {
    const { provider, model } = continuing ? { provider: versionOf.provider, model: versionOf.model } : selection;
    if (!provider || !model) return;
    const prepared = media.prepare(text, files);
    if (prepared)
      await send({ text: prepared.input, conversation: scope, provider, model, ...prepared, versionOf, continue: continuing });
  };
  const actions = useExchangeActions(scope, scoped, sendVersion);

  /** A search hit's message (`message` in the address) is shown: a later render does not go back to it. */
  const forgetTarget = () =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete('message');
        return next;
      },
      { replace: true },
    );
  if (gone)
    return (
      <Suspense fallback={null}>
        <ConversationGone onStartNew={() => setParams({ conversation: 'new' })} />
      </Suspense>
    );
  return (
    <DropZone onFiles={addFiles} enabled={authenticated}>
      {messages.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
          <h2 className="text-2xl font-semibold">{t('chat.emptyTitle')}</h2>
          {!authenticated ? <GuestHint signInPath={props.signInPath} /> : null}
        </div>
      ) : (
        <Suspense fallback={<div className="min-h-0 flex-1" data-testid="message-list" />}>
          {/* A list per conversation: each opens at its newest message, not where the last one was. */}
          <MessageList
            key={scope}
            messages={messages}
            streamingId={streamingId}
            hasMore={(loaded.counts[scope] ?? 0) > scoped.length}
            loadingMore={loading && scoped.length > 0}
            onLoadMore={() => void fetchChats(scope, true)}
            // Not while any answer streams: the store follows one, and its branch cannot change under it.
            actions={streamingId ? undefined : actions}
            target={params.get('message') ?? undefined}
            onTargetShown={forgetTarget}
          />
        </Suspense>
      )}
      <BillingDialogs onViewPlans={onViewPlans} providers={providers} provider={provider} model={model} onChooseModel={change} />
      <Composer
        draft={draft}
        onDraftChange={setDraft}
        onSend={() => void sendText(draft.trim())}
        onStop={stop}
        answering={answering}
        canSend={!authenticated || Boolean(provider && model && media.ready)}
        allowEmpty={!media.textRequired}
        attachments={
          media.items.length > 0 ? (
            <Suspense fallback={null}>
              <AttachmentTray items={media.items} onRemove={removeFile} />
            </Suspense>
          ) : null
        }
        leading={authenticated ? <AttachButton onFiles={addFiles} /> : null}
        trailing={
          authenticated && selection.dictation ? (
            <Suspense fallback={<span className="h-9 w-9 shrink-0" aria-hidden />}>
              <MicButton onText={(text) => setDraft((now) => (now.trim() ? `${now.trimEnd()} ${text}` : text))} />
            </Suspense>
          ) : null
        }
        onPasteFiles={authenticated ? addFiles : undefined}
        status={
          <QuotaStatus enabled={authenticated} {...{ provider, model }} modelName={findModel(providers, provider, model)?.name} />
        }
        notice={
          media.needsVision || media.failed ? (
            <Suspense fallback={null}>
              <MediaNotice
                needsVision={media.needsVision}
                modelName={findModel(providers, provider, model)?.name}
                suggestion={media.suggestion}
                onUseSuggestion={(suggested) => change(suggested.provider, suggested._id)}
                failed={media.failed}
                onViewPlans={onViewPlans}
              />
            </Suspense>
          ) : null
        }
        footer={
          <>
            <ModelPicker
              providers={providers}
              provider={provider}
              model={model}
              onChange={change}
              imageNeeded={hasImage(media.items)}
            />
            {media.imageOutput || media.audioOutput ? (
              <Suspense fallback={null}>
                <MediaToggles
                  imageOutput={media.imageOutput}
                  audioOutput={media.audioOutput}
                  imageMode={imageMode}
                  onImageModeChange={props.onImageModeChange}
                />
              </Suspense>
            ) : null}
          </>
        }
      />
    </DropZone>
  );
}

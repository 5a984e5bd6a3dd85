import type { BranchChange, ChatsRequest } from '@chat/protocol';
import { useEffect } from 'react';
import { onConnected, onServerEvent } from '@/lib/socket';
import { queryClient } from '@/lib/query-client';
import { providersQuery } from '../api/get-providers';
import { refreshQuota } from '../api/get-quota';
import { fetchChats } from '../api/load-chats';
import { holdsScope, reloadBranch } from '../api/reload-branch';
import { loadedChats } from '../lib/chat-cache';
import { scopeOf } from '../lib/chat-list';
import { claimTodaysNudge } from '../lib/payment-nudge';
import { useChatStore } from '../stores/chat-store';
import { onMissedDeltas } from '../stores/streamed-answers';
import { useModelStore } from '../stores/model-store';
import { showProcessing, showRequestError, showUpgradeSuggestion } from '../stores/toasts';

/**
 * Incoming realtime events of §4, while signed in. At every connection (the first included) the
 * open scope is fetched again, so an answer finished before the socket joined is not missing.
 */
export function useChatEvents(enabled: boolean, openScope: string, onViewPlans: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const off = [
      onServerEvent('conversation', (chat) => useChatStore.getState().receive(chat)),
      onServerEvent('conversation:delta', ({ _id, text, at }) => useChatStore.getState().appendDelta(_id, text, at)),
      onMissedDeltas(fetchMissedText),
      onServerEvent('conversation:warning', (warning) => console.warn('conversation:warning', warning)),
      onServerEvent('chats:request', (request) => handleRequest(request, onViewPlans)),
      onServerEvent('conversation:branch', showBranchChange),
      onServerEvent('models:changed', refreshModels),
      onServerEvent('conversation:deleted', ({ _id }) => useChatStore.getState().forget(_id)),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [enabled, onViewPlans]);

  useEffect(() => {
    if (!enabled) return;
    return onConnected(() => void fetchChats(openScope));
  }, [enabled, openScope]);
}

/**
 * Another version of an exchange is shown, here or in another tab or device (issue 21): a tab that
 * holds the scope and not that version loads the branch again. The tab that sent or chose it has it.
 */
function showBranchChange({ conversation, _id }: BranchChange): void {
  const scope = conversation ?? 'general';
  if (loadedChats().chats.some((chat) => chat._id === _id) || !holdsScope(scope)) return;
  reloadBranch(scope).catch((error: unknown) => console.error('Failed to reload a branch', error));
}

/**
 * An operator changed the models offered (issue 22): the picker reads the list again, and falls back
 * as §4 says when the chosen model is gone (use-model-selection.ts); a free allowance may have changed too.
 */
function refreshModels(): void {
  void queryClient.invalidateQueries({ queryKey: providersQuery.queryKey });
  refreshQuota();
}

/** Answers whose text so far is being fetched: one page at a time per answer. */
const fetching = new Set<string>();

/**
 * Deltas of an answer were missed (the socket joined, or joined again, while it streamed: a new
 * conversation's first answer is not fetched at connection, as its page is not open yet): its
 * scope's page brings the text so far, and the deltas that waited for it follow (issue 18).
 */
function fetchMissedText(chatId: string): void {
  const chat = loadedChats().chats.find((candidate) => candidate._id === chatId);
  if (!chat || fetching.has(chatId)) return;
  fetching.add(chatId);
  void fetchChats(scopeOf(chat)).finally(() => {
    fetching.delete(chatId);
    useChatStore.getState().resumeDeltas(chatId);
  });
}

export function handleRequest(request: ChatsRequest, onViewPlans: () => void): void {
  const store = useChatStore.getState();
  if (request.lastChat) store.receive(request.lastChat);
  switch (request.code) {
    case 'error':
      showRequestError();
      store.set({ typing: false, streamingId: undefined });
      return;
    case 'no-subscription':
      // The refused message was not stored: it goes back into the composer, and the dialog says which limit was reached.
      store.refuse(request.limit ?? 'messages', request.model);
      return;
    case 'processing':
      showProcessing();
      store.set({ typing: true });
      return;
    case 'suggest-payment':
      showUpgradeSuggestion(onViewPlans);
      return;
    case undefined: {
      // §4: without a code the event's model becomes the selected one; every 5th chat within the free quota opens the payment dialog.
      if (request.model) useModelStore.getState().choose(request.model.provider, request.model._id);
      const last = request.lastChat;
      const due = last && request.model && last.total <= request.model.maxFreeChat * 1000 && last.count % 5 === 0;
      // Not twice in a day (lib/payment-nudge.ts); it waits for the answer's end (billing-dialogs.tsx).
      if (due && claimTodaysNudge(last.customer)) store.set({ paymentDialog: true });
      return;
    }
    default:
      console.warn('Ignored chats:request with an unknown code', request.code);
  }
}

import type { Chat, StoredFile } from '@chat/protocol';
import { useMemo } from 'react';
import { useLatest } from '@/lib/use-latest';
import { switchVersion } from '../api/show-version';
import type { ExchangeActions } from '../lib/exchange-actions';
import { showAckError } from '../stores/toasts';

/** How the chat screen sends a new version of an exchange: its text and files, with the options of issue 21. */
export type SendVersion = (text: string, files: StoredFile[], options: { versionOf: Chat; continue?: boolean }) => Promise<void>;

/**
 * The list's actions on its exchanges (issue 21), one object for the screen's life: each reads
 * the chats and the send of the latest render, so memoized rows never render again for them.
 */
export function useExchangeActions(scope: string, chats: Chat[], sendVersion: SendVersion): ExchangeActions {
  const latest = useLatest({ scope, chats, sendVersion });
  return useMemo(() => {
    const withChat = (id: string, act: (chat: Chat) => Promise<void>) => {
      const chat = latest.current.chats.find((candidate) => candidate._id === id);
      if (chat) void act(chat);
    };
    return {
      regenerate: (id) =>
        withChat(id, (chat) => latest.current.sendVersion(chat.input.content, chat.input.files, { versionOf: chat })),
      edit: (id, text) => withChat(id, (chat) => latest.current.sendVersion(text, chat.input.files, { versionOf: chat })),
      continue: (id) =>
        withChat(id, (chat) =>
          latest.current.sendVersion(chat.input.content, chat.input.files, { versionOf: chat, continue: true }),
        ),
      showVersion: (id) => void switchVersion(latest.current.scope, id).catch(showAckError),
    };
  }, [latest]);
}

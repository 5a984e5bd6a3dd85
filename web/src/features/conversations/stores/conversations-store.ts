import { create } from 'zustand';

/**
 * The conversation list's client state: whether a page is on its way (the spinner, and the guard
 * that queues a re-sync). The conversations themselves are server data, in the query cache
 * (api/get-conversations.ts, written by api/conversation-cache.ts).
 */
export const useConversationsStore = create<{ loading: boolean }>(() => ({ loading: false }));

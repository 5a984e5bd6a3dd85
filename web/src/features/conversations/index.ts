export { ConversationList } from './components/conversation-list';
export { LazyShareDialog } from './components/lazy-share-dialog';
export { useConversationList } from './api/get-conversations';
export { useShownConversation } from './hooks/use-shown-conversation';
export { ArchivedEntry } from './components/archived-entry';
export { ensureConversation, forgetConversations } from './api/conversation-cache';
export { useConversationEvents } from './hooks/use-conversation-events';
export { refreshConversations } from './api/conversation-cache';

export { ConversationList } from './components/conversation-list';
export { useConversationList } from './api/get-conversations';
export { ensureConversation, forgetConversations } from './api/conversation-cache';
export { useConversationEvents } from './hooks/use-conversation-events';

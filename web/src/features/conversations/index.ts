export { ConversationList } from './components/conversation-list';
export { useConversationsStore } from './stores/conversations-store';
export { useConversationEvents } from './hooks/use-conversation-events';

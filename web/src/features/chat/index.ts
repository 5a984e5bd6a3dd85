export { GeneralEntry } from './components/general-entry';
export { ChatScreen } from './components/chat-screen';
export { useChatStore } from './stores/chat-store';
export { useChatEvents } from './hooks/use-chat-events';
export { loadThrough } from './api/load-through';
export { messageId } from './lib/chat-list';
export { useGoneConversation } from './hooks/use-gone-conversation';
export { focusComposerOnDesktop } from './lib/focus-composer';

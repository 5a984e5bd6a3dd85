/** Conversations and their chats. */
export const listConversations = { method: 'GET', path: '/conversations' } as const;
export const createConversation = { method: 'POST', path: '/conversations' } as const;
export const getConversation = { method: 'GET', path: '/conversations/:id' } as const;
export const renameConversation = { method: 'PATCH', path: '/conversations/:id' } as const;
export const deleteConversation = { method: 'DELETE', path: '/conversations/:id' } as const;
export const listChats = { method: 'GET', path: '/conversations/chats' } as const;
export const clearGeneralChat = { method: 'DELETE', path: '/conversations/chats/clear' } as const;

/** Conversations and their chats. */
export const listConversations = { method: 'GET', path: '/conversations' } as const;
export const createConversation = { method: 'POST', path: '/conversations' } as const;
export const getConversation = { method: 'GET', path: '/conversations/:id' } as const;
/** Renames, pins or archives a conversation, or sets its instructions (issue 21). */
export const renameConversation = { method: 'PATCH', path: '/conversations/:id' } as const;
export const deleteConversation = { method: 'DELETE', path: '/conversations/:id' } as const;
export const listChats = { method: 'GET', path: '/conversations/chats' } as const;
/** Shows another version of an exchange and the branch that follows it (issue 21). */
export const showChatVersion = { method: 'PUT', path: '/conversations/chats/:id/current' } as const;
export const clearGeneralChat = { method: 'DELETE', path: '/conversations/chats/clear' } as const;
/** One conversation as a Markdown or JSON file (issue 20). */
export const exportConversation = { method: 'GET', path: '/conversations/:id/export' } as const;
/** Every conversation, the general chat too, as a ZIP of Markdown files plus one JSON. */
export const exportAllConversations = { method: 'GET', path: '/conversations/export' } as const;

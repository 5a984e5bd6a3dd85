/** REST paths of the chat issue under `/api` (§7). */
export const chatPaths = {
  conversations: '/conversations',
  conversation: (id: string) => `/conversations/${id}`,
  chats: '/conversations/chats',
  clearGeneral: '/conversations/chats/clear',
  providers: '/ai/providers',
  preferredModel: '/ai/preferred-model',
} as const;

/** Import of a ChatGPT export or one of ours (multipart, field "file"). */
export const importConversations = { method: 'POST', path: '/conversations/import' } as const;

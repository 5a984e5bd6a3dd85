/** Shared conversations (issue 20): the owner's links, and the public snapshot a link opens. */
export const listShares = { method: 'GET', path: '/shares' } as const;
export const saveShare = { method: 'PUT', path: '/shares/conversations/:id' } as const;
export const revokeShare = { method: 'DELETE', path: '/shares/:id' } as const;
export const getSharedConversation = { method: 'GET', path: '/shares/:token' } as const;
export const getSharedFile = { method: 'GET', path: '/shares/:token/files/:fileId' } as const;
export const continueSharedConversation = { method: 'POST', path: '/shares/:token/continue' } as const;

/** Attachments and speech. */
export const uploadFile = { method: 'POST', path: '/files' } as const;
/** How much of the plan's file storage is used. */
export const getStorageUsage = { method: 'GET', path: '/files/storage' } as const;
export const getFile = { method: 'GET', path: '/files/:id' } as const;
export const transcribe = { method: 'POST', path: '/speech/transcriptions' } as const;
export const synthesize = { method: 'POST', path: '/speech' } as const;

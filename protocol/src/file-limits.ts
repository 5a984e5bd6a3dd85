// Zod-free on purpose: the web's first load imports these, and a zod schema beside them would
// bring zod along (issue 10's bundle budget).

/** Largest upload, in bytes. */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Most files attached to one message. */
export const FILES_PER_MESSAGE_MAX = 10;
/** Longest recording sent for transcription, in bytes. */
export const AUDIO_MAX_BYTES = 25 * 1024 * 1024;

/** Types a customer may upload; the server checks the content, not only the declared type. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const UPLOAD_DOCUMENT_TYPES = ['application/pdf', 'text/plain'] as const;

/** Whether a stored type is shown as an image or played as audio. */
export const isImageType = (type: string) => type.startsWith('image/');
export const isAudioType = (type: string) => type.startsWith('audio/');

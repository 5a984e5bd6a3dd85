import { isImageType, UPLOAD_DOCUMENT_TYPES, UPLOAD_IMAGE_TYPES } from '@chat/protocol';

/** Extensions of the plain-text and code files the server takes (browsers often give them no type). */
const TEXT_EXTENSIONS = new Set(
  'txt md csv json yaml yml xml html css js jsx ts tsx mjs cjs py rb go rs java kt c h cpp hpp cs php sh sql swift toml ini log'.split(
    ' ',
  ),
);
const ALLOWED_TYPES = new Set<string>([...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOCUMENT_TYPES]);

/** What the file picker offers (the server still checks the content). */
export const ACCEPTED_FILES = [...ALLOWED_TYPES, ...[...TEXT_EXTENSIONS].map((extension) => `.${extension}`)].join(',');

export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

export const isPdf = (file: { type: string; name: string }) =>
  file.type === 'application/pdf' || extensionOf(file.name) === 'pdf';

/** Whether the server would take this type: images, PDF, plain text and common code files. */
export function isAllowedFile(file: { type: string; name: string }): boolean {
  if (ALLOWED_TYPES.has(file.type) || isPdf(file)) return true;
  if (isImageType(file.type)) return false;
  return file.type.startsWith('text/') || TEXT_EXTENSIONS.has(extensionOf(file.name));
}

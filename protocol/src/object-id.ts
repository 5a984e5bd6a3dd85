/**
 * A 24-hex identifier (§3, §5): every `_id` in the API has this shape. Kept free of zod so the
 * web app's first page can check ids without loading the schema library.
 */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}

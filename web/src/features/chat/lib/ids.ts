/** A client-generated 24-hex chat id (§3, §5): seconds since the epoch then 8 random bytes. */
export function newObjectId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = crypto.getRandomValues(new Uint8Array(8));
  return seconds + Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

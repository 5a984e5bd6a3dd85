/**
 * Copies `text` to the clipboard; false when the browser refused (no permission, not a secure
 * context), and the caller leaves the text where it can be copied by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Copy failed', error);
    return false;
  }
}
